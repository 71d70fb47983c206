/** WCAG relative luminance of a #rgb or #rrggbb colour; null when the text is not such a colour. */
export function relativeLuminance(hex: string): number | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join("") : match[1];
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = parseInt(digits.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastRatio(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * Text colour for a server-chosen background (product badges): whichever of near-black and white
 * contrasts more, so any badge colour stays readable.
 */
export function readableTextOn(background: string): "#111827" | "#ffffff" {
  const luminance = relativeLuminance(background);
  if (luminance === null) return "#ffffff";
  const dark = relativeLuminance("#111827") ?? 0;
  return contrastRatio(luminance, dark) >= contrastRatio(luminance, 1) ? "#111827" : "#ffffff";
}
