import { Apple, Play } from "lucide-react";
import { useId, type ReactNode } from "react";
import { footerText as text, PLACEHOLDER_HREF } from "./Footer.text";
import { FacebookIcon, InstagramIcon, XIcon, YouTubeIcon } from "./FooterSocialIcons";

function StoreBadge({ icon, caption, name }: { icon: ReactNode; caption: string; name: string }) {
  return (
    <a
      href={PLACEHOLDER_HREF}
      className="flex h-11 items-center gap-2 rounded-lg bg-gray-900 px-3 text-white hover:bg-gray-800"
    >
      {icon}
      <span className="flex flex-col leading-none">
        <span className="text-[0.65rem]">{caption} </span>
        <span className="text-sm font-semibold">{name}</span>
      </span>
    </a>
  );
}

// Names are read when drawn, in the language active then.
const socialLinks = [
  { name: () => text.social.facebook, icon: <FacebookIcon /> },
  { name: () => text.social.instagram, icon: <InstagramIcon /> },
  { name: () => text.social.x, icon: <XIcon /> },
  { name: () => text.social.youtube, icon: <YouTubeIcon /> },
];

/**
 * 'Download App' store badges and the social icons; both have placeholder links (spec). Plain
 * anchors: "#" is no route of the app, and the router's link would turn it into a link home.
 */
export function FooterApps() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-base font-semibold">
        {text.downloadApp}
      </h2>
      <div className="flex flex-wrap gap-2">
        <StoreBadge
          icon={<Apple aria-hidden className="size-5" />}
          caption={text.appStore.caption}
          name={text.appStore.name}
        />
        <StoreBadge
          icon={<Play aria-hidden className="size-5" />}
          caption={text.googlePlay.caption}
          name={text.googlePlay.name}
        />
      </div>
      <ul aria-label={text.socialLabel} className="flex gap-2">
        {socialLinks.map(({ name, icon }) => (
          <li key={name()}>
            <a
              href={PLACEHOLDER_HREF}
              aria-label={name()}
              className="grid size-9 place-items-center rounded-full bg-white text-gray-700 ring-1 ring-gray-300 hover:text-brand-700"
            >
              {icon}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
