// The visual report of a story run, visual-diffs/index.html: the shots that differ (expected,
// actual and diff side by side), those without a baseline, the near-blank ones, and where the
// run's time went. Written at the end of every run, failed or not (globalSetup.ts).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { blankness, describeBlankness } from "./blank";
import { BASELINE_DIR, DIFF_DIR, REPORT_PATH, SHOT_LOG } from "./config";
import type { ShotRecord, StoryRecord } from "./record";

/** Where `npm run storybook` serves a story. */
const STORYBOOK_URL = "http://localhost:6006/?path=/story/";

interface Shot extends ShotRecord {
  story: StoryRecord;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot" }[char]};`);

function readLog(): StoryRecord[] {
  if (!existsSync(SHOT_LOG)) return [];
  return readFileSync(SHOT_LOG, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as StoryRecord);
}

/** Paths as the report (in the diff folder) links them. */
const fromReport = {
  diff: (name: string, suffix: string) => `${name}-${suffix}.png`,
  baseline: (name: string) => `../${BASELINE_DIR}/${name}.png`,
};

/** The picture the shot took: its actual when it differs, else the baseline it matched. */
function shotImage(root: string, shot: Shot): string | null {
  const candidates =
    shot.outcome === "differs"
      ? [join(DIFF_DIR, `${shot.name}-actual.png`)]
      : [join(BASELINE_DIR, `${shot.name}.png`), join(DIFF_DIR, `${shot.name}-reference.png`)];
  return candidates.find((path) => existsSync(join(root, path))) ?? null;
}

function figure(src: string, caption: string): string {
  const href = escapeHtml(encodeURI(src));
  return `<figure><a href="${href}"><img src="${href}" alt="${escapeHtml(caption)}" loading="lazy"></a><figcaption>${escapeHtml(caption)}</figcaption></figure>`;
}

/** The shot's name, its story and file, and for a shot to approve the command that does. */
function heading(shot: Shot, root: string, approvable: boolean): string {
  const { storyId, file } = shot.story;
  const approve = approvable
    ? ` · approve: <code>npm run test:visual -- --update ${storyId}</code>`
    : "";
  return `<h3><code>${escapeHtml(shot.name)}</code></h3>
<p class="meta"><a href="${STORYBOOK_URL}${storyId}">${storyId}</a> in <code>${escapeHtml(relative(root, file))}</code>${approve}</p>`;
}

function differsSection(root: string, shots: Shot[]): string {
  return shots
    .map((shot) => {
      const images = [
        ["expected", "expected (baseline)"],
        ["actual", "actual"],
        ["diff", "diff (red: changed)"],
      ]
        .filter(([suffix = ""]) => existsSync(join(root, DIFF_DIR, `${shot.name}-${suffix}.png`)))
        .map(([suffix = "", caption = ""]) => figure(fromReport.diff(shot.name, suffix), caption));
      const message = shot.message ? `<pre>${escapeHtml(shot.message)}</pre>` : "";
      return `<section>${heading(shot, root, true)}${message}<div class="row">${images.join("")}</div></section>`;
    })
    .join("\n");
}

/** One picture a shot: the new one, the baseline of one not taken, a near-blank one. */
function singleImageSection<T extends Shot>(
  root: string,
  shots: T[],
  { note, approvable }: { note: (shot: T) => string; approvable: boolean },
): string {
  return shots
    .map((shot) => {
      const image = shotImage(root, shot);
      const picture = image ? figure(relative(DIFF_DIR, image), note(shot)) : "";
      const message = shot.message ? `<pre>${escapeHtml(shot.message)}</pre>` : "";
      return `<section>${heading(shot, root, approvable)}${message}<div class="row single">${picture}</div></section>`;
    })
    .join("\n");
}

const count = (items: unknown[], one: string, many = `${one}s`) =>
  `${items.length} ${items.length === 1 ? one : many}`;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function timingSection(stories: StoryRecord[]): string {
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const shots = stories.flatMap((story) => story.shots);
  const play = sum(stories.map((story) => story.playMs));
  const settle = sum(shots.map((shot) => shot.settleMs));
  const compare = sum(shots.map((shot) => shot.compareMs));
  const slowest = [...stories]
    .map((story) => ({
      story,
      total: story.playMs + sum(story.shots.map((shot) => shot.settleMs + shot.compareMs)),
    }))
    .sort((a, b) => b.total - a.total)
    .slice(0, 15)
    .map(
      ({ story, total }) =>
        `<tr><td><code>${story.storyId}</code></td><td>${seconds(total)}</td><td>${seconds(story.playMs)}</td><td>${story.shots.length}</td></tr>`,
    );
  return `<p>Render and play ${seconds(play)}; shots ${seconds(settle + compare)} (resizing and settling ${seconds(settle)}, capture and comparison ${seconds(compare)}). Module loading and set-up are in Vitest's own summary.</p>
<table><tr><th>slowest stories</th><th>total</th><th>play</th><th>shots</th></tr>${slowest.join("")}</table>`;
}

const STYLE = `body{font:14px/1.4 system-ui,sans-serif;margin:1.5rem;color:#1f2937}
h2{margin-top:2rem;border-bottom:1px solid #d1d5db}section{margin:1rem 0 2rem}
.row{display:flex;gap:1rem;align-items:flex-start}figure{margin:0;flex:1;min-width:0;max-width:33%}
figure img{max-width:100%;border:1px solid #d1d5db;background:repeating-conic-gradient(#f3f4f6 0 25%,#fff 0 50%) 0 0/16px 16px}
.single figure img{max-height:360px}figcaption{color:#4b5563}.meta{color:#4b5563;margin:0}pre{background:#f3f4f6;padding:.5rem;white-space:pre-wrap}
td,th{padding:2px 8px;text-align:left}code{font-size:13px}`;

/** Writes the report; returns its path and a one-line summary. */
export function writeReport(root: string): { path: string; summary: string } {
  const stories = readLog();
  const shots: Shot[] = stories.flatMap((story) => story.shots.map((shot) => ({ ...shot, story })));
  const having = (...outcomes: ShotRecord["outcome"][]) =>
    shots.filter((shot) => outcomes.includes(shot.outcome));
  const differ = having("differs");
  const fresh = having("new");
  const broken = having("unstable", "failed");
  const written = having("written");
  const blank = shots.flatMap((shot) => {
    const image = shotImage(root, shot);
    const found = image && blankness(readFileSync(join(root, image)));
    return found ? [{ ...shot, blank: describeBlankness(found) }] : [];
  });
  const notShot = stories.filter((story) => story.playFailed);

  const counts = [
    `${count(shots, "shot")} of ${count(stories, "story", "stories")}`,
    `${differ.length} differ`,
    `${fresh.length} without a baseline`,
    `${broken.length} not taken (unstable or failed)`,
    `${blank.length} near-blank`,
    ...(written.length ? [`${count(written, "baseline")} written`] : []),
    ...(notShot.length ? [`${count(notShot, "story", "stories")} failed before the shot`] : []),
  ];
  const summary = counts.join(", ");
  const part = (title: string, items: unknown[], body: string) =>
    items.length ? `<h2>${title} (${items.length})</h2>\n${body}` : "";

  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Visual report</title><style>${STYLE}</style></head><body>
<h1>Visual report</h1>
<p>${escapeHtml(summary)}. ${new Date().toISOString()}</p>
${shots.length ? "" : "<p>No shot was taken: the run stopped before any story, or ran none.</p>"}
${part("Differ from their baseline", differ, differsSection(root, differ))}
${part("No baseline yet", fresh, singleImageSection(root, fresh, { note: () => "new baseline, written for review", approvable: false }))}
${part("Not taken", broken, singleImageSection(root, broken, { note: () => "baseline", approvable: false }))}
${part("Near-blank shots (warnings)", blank, singleImageSection(root, blank, { note: (shot) => shot.blank, approvable: false }))}
${part("Baselines written by this run", written, singleImageSection(root, written, { note: () => "new baseline", approvable: false }))}
${part("Stories that failed before their shot", notShot, `<ul>${notShot.map((story) => `<li><code>${story.storyId}</code></li>`).join("")}</ul>`)}
<h2>Time</h2>
${timingSection(stories)}
</body></html>
`;
  mkdirSync(join(root, DIFF_DIR), { recursive: true });
  writeFileSync(join(root, REPORT_PATH), html);
  return { path: REPORT_PATH, summary };
}
