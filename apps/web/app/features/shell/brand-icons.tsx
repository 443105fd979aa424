/** Small drawn marks for social networks and app stores (our own drawings, not the brands' files). */
const SOCIAL: Record<string, React.ReactNode> = {
  facebook: <path d="M13 21v-8.5h3l.5-3.5H13V7.2c0-1 .3-1.7 1.8-1.7h1.8V2.4A24 24 0 0 0 14 2.2c-2.6 0-4.4 1.6-4.4 4.5V9H6.7v3.5h2.9V21z" fill="currentColor" />,
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="1.9">
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r=".6" fill="currentColor" />
    </g>
  ),
  twitter: <path d="M4 3.5h4.6l4.2 5.9 5-5.9h1.9l-6 7.1 6.8 9.9h-4.6l-4.6-6.5-5.6 6.5H3.8l6.6-7.7zm2.6 1.4 9.5 14.2h1.6L8.3 4.9z" fill="currentColor" />,
  linkedin: (
    <g fill="currentColor">
      <rect x="3.5" y="9" width="3.6" height="11.5" rx=".6" />
      <circle cx="5.3" cy="5.4" r="2.1" />
      <path d="M9.7 9h3.4v1.6c.6-1 1.9-1.9 3.8-1.9 3.3 0 3.6 2.2 3.6 5v6.8h-3.6v-6c0-1.5-.1-2.9-1.8-2.9s-1.9 1.3-1.9 2.8v6.1H9.7z" />
    </g>
  ),
  pinterest: <path d="M12 2.5a9.5 9.5 0 0 0-3.5 18.3c-.1-.8-.1-2 .1-2.8l1.2-5.1s-.3-.6-.3-1.6c0-1.5.9-2.6 2-2.6.9 0 1.4.7 1.4 1.5 0 .9-.6 2.3-.9 3.6-.3 1.1.5 2 1.6 2 1.9 0 3.4-2 3.4-5 0-2.6-1.9-4.4-4.5-4.4-3.1 0-4.9 2.3-4.9 4.7 0 .9.4 1.9.8 2.5.1.1.1.2.1.3l-.3 1.3c0 .2-.2.3-.4.2-1.4-.7-2.2-2.7-2.2-4.3 0-3.5 2.5-6.7 7.3-6.7 3.8 0 6.8 2.7 6.8 6.4 0 3.8-2.4 6.9-5.8 6.9-1.1 0-2.2-.6-2.6-1.3l-.7 2.7c-.3 1-.9 2.2-1.4 2.9A9.5 9.5 0 1 0 12 2.5z" fill="currentColor" />,
};

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'twitter', 'linkedin', 'pinterest'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export function SocialMark({ network }: { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      {SOCIAL[network]}
    </svg>
  );
}

export function PlayStoreMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
      <path d="M4.2 2.6 13.7 12l-9.5 9.4c-.3-.2-.5-.6-.5-1.1V3.7c0-.5.2-.9.5-1.1z" fill="#34d399" />
      <path d="m16.9 8.8-3.2 3.2-9.5-9.4c.3-.2.8-.2 1.2 0z" fill="#60a5fa" />
      <path d="m16.9 15.2-11.5 6.2c-.4.2-.9.2-1.2 0l9.5-9.4z" fill="#f87171" />
      <path d="m16.9 8.8 3.1 1.7c1.1.6 1.1 2.3 0 2.9l-3.1 1.8-3.2-3.2z" fill="#fbbf24" />
    </svg>
  );
}

export function AppStoreMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
      <path
        d="M16.4 12.7c0-2.4 2-3.5 2-3.6a4.3 4.3 0 0 0-3.4-1.8c-1.4-.2-2.8.8-3.5.8s-1.8-.8-3-.8a4.5 4.5 0 0 0-3.8 2.3c-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3a9 9 0 0 0 1.3-2.6c-.1 0-2.5-1-2.5-3.6zM14.2 5.6c.6-.8 1.1-1.8 1-2.9-1 0-2.1.7-2.8 1.5-.6.7-1.1 1.8-1 2.8 1.1.1 2.2-.6 2.8-1.4z"
        fill="currentColor"
      />
    </svg>
  );
}
