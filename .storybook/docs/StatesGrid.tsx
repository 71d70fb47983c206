import { DocsContext, useOf } from "@storybook/addon-docs/blocks";
import { useCallback, useContext, useEffect, useRef, useState } from "react";
import { MINIMAL_VIEWPORTS } from "storybook/viewport";
import { BEHAVIOUR_TAG } from "../../stories/support/chromatic";
import { AXE_BY_HAND } from "./axeByHand";

/** The two widths screens are designed and snapshotted at (see stories/support/chromatic.ts). */
const FRAMES = {
  phone: { label: "Phone, 390 px", width: 390, height: 844, scale: 0.55 },
  desktop: { label: "Desktop, 1280 px", width: 1280, height: 900, scale: 0.36 },
} as const;
type FrameName = keyof typeof FRAMES;

/** A story that is not done after this long (a failing play, say) lets the next one load. */
const GIVE_UP_MS = 20_000;
const DONE_PHASES = new Set(["finished", "errored", "aborted"]);

type PreviewWindow = Window & {
  __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } };
};

/** A story's own viewport (`globals: { viewport: { value: "mobile1" } }`) wins over the toggle. */
function pinnedWidth(globals: unknown): number | undefined {
  const value = (globals as { viewport?: { value?: string } } | undefined)?.viewport?.value;
  const viewport = value ? MINIMAL_VIEWPORTS[value as keyof typeof MINIMAL_VIEWPORTS] : undefined;
  return viewport ? Number.parseInt(viewport.styles.width, 10) : undefined;
}

interface StateFrameProps {
  index: number;
  id: string;
  name: string;
  frame: FrameName;
  pinned: number | undefined;
  onDone: (index: number) => void;
}

function StateFrame({ index, id, name, frame, pinned, onDone }: StateFrameProps) {
  const iframe = useRef<HTMLIFrameElement>(null);
  // A story pinned to a phone is drawn at the phone's scale whichever width the toggle shows.
  const { height, scale } = FRAMES[pinned ? (pinned < 768 ? "phone" : "desktop") : frame];
  const width = pinned ?? FRAMES[frame].width;

  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => {
      const preview = (iframe.current?.contentWindow as PreviewWindow | null)
        ?.__STORYBOOK_PREVIEW__;
      const phase = preview?.currentRender?.phase ?? "";
      if (DONE_PHASES.has(phase) || Date.now() - started > GIVE_UP_MS) {
        window.clearInterval(timer);
        onDone(index);
      }
    }, 200);
    return () => window.clearInterval(timer);
  }, [index, onDone]);

  return (
    <div
      style={{
        width: width * scale,
        height: height * scale,
        overflow: "hidden",
        border: "1px solid #ddd",
      }}
    >
      <iframe
        ref={iframe}
        title={name}
        src={`iframe.html?id=${encodeURIComponent(id)}&viewMode=story&${AXE_BY_HAND}`}
        style={{ width, height, border: 0, transform: `scale(${scale})`, transformOrigin: "0 0" }}
      />
    </div>
  );
}

/**
 * The states of a screen (its story file's stories) side by side, each in a frame of its own: a frame is a
 * whole preview, so each state keeps its own MSW handlers and plays its own play function. The
 * frames load one after another, because the session a story pins lives in local storage, which
 * frames of one origin share.
 */
export function StatesGrid() {
  const { csfFile, preparedMeta } = useOf("meta", ["meta"]);
  // In the order the file exports them, leaving out those that only test behaviour and end
  // looking like another state.
  const stories = useContext(DocsContext)
    .componentStoriesFromCSFFile(csfFile)
    .filter((story) => !story.tags.includes(BEHAVIOUR_TAG));
  const [frame, setFrame] = useState<FrameName>("desktop");
  const [loaded, setLoaded] = useState(1);
  const screen = (preparedMeta.title.split("/").at(-1) ?? "").replace(/Route$/, "");
  const next = useCallback((index: number) => setLoaded((count) => Math.max(count, index + 2)), []);
  const frameWidth = FRAMES[frame].width * FRAMES[frame].scale;

  return (
    <>
      <h1>{screen}: every state</h1>
      <p>
        Each frame is one story of <code>{preparedMeta.title}</code> after its play function, with
        its own mock API answers and session; stories that only test behaviour are left out. Click a
        name to open the story.
      </p>
      <p>
        {(Object.keys(FRAMES) as FrameName[]).map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={frame === name}
            onClick={() => setFrame(name)}
            style={{ marginRight: 8, fontWeight: frame === name ? 700 : 400 }}
          >
            {FRAMES[name].label}
          </button>
        ))}
      </p>
      <div
        className="sb-unstyled"
        style={{
          display: "grid",
          gap: 24,
          gridTemplateColumns: `repeat(auto-fill, minmax(${frameWidth}px, max-content))`,
        }}
      >
        {stories.map((story, index) => (
          <figure key={story.id} style={{ margin: 0 }}>
            <figcaption style={{ marginBottom: 6, fontSize: 14 }}>
              <a href={`./?path=/story/${story.id}`} target="_top">
                {story.name}
              </a>
            </figcaption>
            {index < loaded ? (
              <StateFrame
                index={index}
                id={story.id}
                name={story.name}
                frame={frame}
                pinned={pinnedWidth(csfFile.stories[story.id]?.globals)}
                onDone={next}
              />
            ) : (
              <p style={{ fontSize: 12, color: "#666" }}>Waiting for the states above…</p>
            )}
          </figure>
        ))}
      </div>
    </>
  );
}
