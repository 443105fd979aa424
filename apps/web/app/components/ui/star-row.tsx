/**
 * The row of five stars a rating is drawn with (features/catalog/stars.tsx), defined once per
 * document and drawn by reference: a store or product page shows twenty ratings and more, each
 * two rows, and the row's outline written out each time was 16 kB of a store page's markup
 * (issue 21). The root layout renders the definition on every page; `fill` is inherited, so each
 * drawing keeps its own colours.
 */
const STAR = 'M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z';

/** The five stars side by side, 24 units a star. */
const ROW = [0, 1, 2, 3, 4]
  .map((i) => STAR.replace('M12 ', `M${12 + 24 * i} `).replace('L12 ', `L${12 + 24 * i} `))
  .join('');

export const STAR_ROW_HREF = '#star-row';

export function StarRowDefinition() {
  return (
    <svg className="hidden" aria-hidden="true">
      <symbol id={STAR_ROW_HREF.slice(1)} viewBox="0 0 120 24">
        <path d={ROW} />
      </symbol>
    </svg>
  );
}
