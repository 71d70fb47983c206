import { PNG } from "pngjs";

const RED = [255, 0, 0, 255] as const;

/**
 * A diff image for two shots of different sizes, which Vitest's comparator refuses to compare:
 * on a canvas as large as both, a pixel is red where only one image has it or where the two
 * differ, and a faded copy of the expected image elsewhere (as pixelmatch draws its diffs).
 */
export function sizeDiff(expectedPng: Buffer, actualPng: Buffer): Buffer {
  const expected = PNG.sync.read(expectedPng);
  const actual = PNG.sync.read(actualPng);
  const width = Math.max(expected.width, actual.width);
  const height = Math.max(expected.height, actual.height);
  const diff = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      const a = pixel(expected, x, y);
      const b = pixel(actual, x, y);
      const same = a !== null && b !== null && a.every((value, channel) => value === b[channel]);
      const shown = same ? faded(a) : RED;
      diff.data.set(shown, at);
    }
  }
  return PNG.sync.write(diff);
}

function pixel(image: PNG, x: number, y: number): number[] | null {
  if (x >= image.width || y >= image.height) return null;
  const at = (y * image.width + x) * 4;
  return [...image.data.subarray(at, at + 4)];
}

/** The expected pixel's grey, lightened, so the red stands out. */
function faded([red = 0, green = 0, blue = 0]: number[]): number[] {
  const grey = Math.round(0.299 * red + 0.587 * green + 0.114 * blue);
  const light = Math.round(255 - (255 - grey) * 0.1);
  return [light, light, light, 255];
}
