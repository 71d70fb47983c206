import { useId, useRef, type KeyboardEvent, type MouseEvent } from "react";
import type { GeoPoint, PickerMapProps } from "@/lib/geo";
import { mapsText } from "../maps.text";
import { Graticule } from "./Graticule";
import { viewport, type ScreenPoint } from "./projection";
import { useElementSize } from "./useElementSize";

/** How far one arrow key moves the pin; with Shift, a fifth of that. */
const KEY_STEP_PX = 40;

const ARROWS: Readonly<Record<string, ScreenPoint>> = {
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
};

/**
 * The offline maps service's map: no tiles and no network, a graticule (lines of latitude and
 * longitude) around the centre, and the pin. A click or tap puts the pin there; with focus, the
 * arrow keys move it and Enter drops it on the centre.
 */
export function OfflineMap({ center, zoom, pin, onPick, label }: PickerMapProps) {
  const frame = useRef<HTMLDivElement>(null);
  const { width, height } = useElementSize(frame, { width: 400, height: 256 });
  const hintId = useId();
  const view = viewport(center, zoom, width, height);
  const pinOnScreen = pin ? view.toScreen(pin) : null;

  const pickAt = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    onPick(view.toPoint({ x: event.clientX - box.left, y: event.clientY - box.top }));
  };

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const direction = ARROWS[event.key];
    if (direction) {
      event.preventDefault();
      const from: GeoPoint = pin ?? center;
      const distance = event.shiftKey ? KEY_STEP_PX / 5 : KEY_STEP_PX;
      const at = view.toScreen(from);
      onPick(view.toPoint({ x: at.x + direction.x * distance, y: at.y + direction.y * distance }));
    } else if ((event.key === "Enter" || event.key === " ") && !pin) {
      event.preventDefault();
      onPick(center);
    }
  };

  return (
    // An arrow-key widget of its own: "application" hands the keys to it, not to screen readers.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- jsx-a11y counts "application" as non-interactive; this one takes clicks and arrow keys
    <div
      ref={frame}
      role="application"
      aria-roledescription={mapsText.roleDescription}
      aria-label={label}
      aria-describedby={hintId}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the map takes focus so its arrow keys and Enter can move and drop the pin
      tabIndex={0}
      onClick={pickAt}
      onKeyDown={move}
      data-lat={pin?.lat}
      data-lng={pin?.lng}
      className="relative size-full cursor-crosshair overflow-hidden bg-[#eef3ea] select-none"
    >
      <svg aria-hidden width={width} height={height} className="absolute inset-0">
        <Graticule center={center} zoom={zoom} width={width} height={height} />
        {pinOnScreen ? (
          <g transform={`translate(${pinOnScreen.x} ${pinOnScreen.y})`}>
            <ellipse cx={0} cy={0} rx={6} ry={2.5} fill="#000" opacity={0.2} />
            <path
              d="M0 0C-2-6-11-13-11-21a11 11 0 1 1 22 0c0 8-9 15-11 21Z"
              fill="#b42318"
              stroke="#fff"
              strokeWidth={1.5}
            />
            <circle cx={0} cy={-21} r={4} fill="#fff" />
          </g>
        ) : null}
      </svg>
      <p
        id={hintId}
        className="absolute top-2 inset-e-2 inset-s-2 rounded bg-white/90 px-2 py-1 text-xs text-gray-700"
      >
        {mapsText.offlineHint}
      </p>
      <p
        aria-live="polite"
        className="absolute inset-e-2 bottom-6 rounded bg-white/90 px-2 py-1 text-xs text-gray-700 tabular-nums"
      >
        {pin ? mapsText.pinAt(pin.lat, pin.lng) : mapsText.noPin}
      </p>
    </div>
  );
}
