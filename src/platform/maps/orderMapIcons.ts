/**
 * The order map's two markers as 40×40 SVG images, drawn the same by Google Maps (marker icons)
 * and by the offline map (img), so both services show the same pins.
 */
const svg = (body: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40">${body}</svg>`,
  )}`;

/** A red pin with a house; its point (the address) is the middle of the bottom edge. */
export const DESTINATION_ICON_URL = svg(
  '<path d="M20 39C14 30 6 24 6 15a14 14 0 1 1 28 0c0 9-8 15-14 24Z" fill="#b42318" stroke="#fff" stroke-width="2"/>' +
    '<path d="M12.5 16 20 9.5l7.5 6.5v7.5h-15Z" fill="#fff"/>' +
    '<rect x="18" y="18" width="4" height="5.5" fill="#b42318"/>',
);

/** A green disc with a scooter; the rider is at its centre. */
export const RIDER_ICON_URL = svg(
  '<circle cx="20" cy="20" r="18" fill="#027a48" stroke="#fff" stroke-width="2"/>' +
    '<g fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">' +
    '<circle cx="12.5" cy="25" r="3.5"/><circle cx="27.5" cy="25" r="3.5"/>' +
    '<path d="M16 25h7l3-9h-4M26 16l1.5 9M12.5 21.5 16 17h4"/></g>',
);

/** Where each icon touches its position, from its top-left corner. */
export const DESTINATION_ICON_ANCHOR = { x: 20, y: 40 } as const;
export const RIDER_ICON_ANCHOR = { x: 20, y: 20 } as const;
