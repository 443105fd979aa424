/**
 * Marks for social networks and app stores, drawn from the sprite in
 * public/brand-marks.svg: the browser fetches and caches it once, so the
 * drawings are not part of every page's JavaScript.
 */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'twitter', 'linkedin', 'pinterest'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

function BrandMark({ id, className }: { id: SocialNetwork | 'play-store' | 'app-store'; className: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true">
      <use href={`/brand-marks.svg#${id}`} />
    </svg>
  );
}

export const SocialMark = ({ network }: { network: SocialNetwork }) => <BrandMark id={network} className="size-5" />;
export const PlayStoreMark = () => <BrandMark id="play-store" className="size-6" />;
export const AppStoreMark = () => <BrandMark id="app-store" className="size-6" />;
