import { PREVIEW_MAP_INDICES, type Quote } from '@bourse/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLiveQuote } from '../../api/usePushQuotes';
import { trendOf } from '../../lib/decimal';
import { formatRatio } from '../../lib/format';
import { openQuote } from '../../lib/quote-ref';
import shape from 'virtual:world-map-shape';
import { INDEX_PLACES, labelBoxes, leaderEnd, type PlacedLabel, placeLabels } from './world-map';

const shortName = (quote: Quote) => INDEX_PLACES[quote.stock_code]?.short ?? quote.name.slice(0, 12);

const layouts = new Map<string, Map<string, PlacedLabel>>([
  [PREVIEW_MAP_INDICES.join(' '), new Map(shape.labels.map((l) => [l.id, l]))],
]);

/** The labels of the indices named (space-separated codes): the Preview's ten as the build placed them, others once. */
function labelLayout(codes: string): Map<string, PlacedLabel> {
  let layout = layouts.get(codes);
  if (!layout) {
    const boxes = labelBoxes(codes.split(' '), shape.places);
    layout = new Map(placeLabels(boxes, shape.width, shape.height).map((l) => [l.id, l]));
    layouts.set(codes, layout);
  }
  return layout;
}

/** The Preview's world map: the ten indices at their financial centres, with name and live change ratio. */
export function WorldMap({ indices }: { indices: readonly Quote[] }) {
  const { t } = useTranslation();
  // The layout depends only on which indices are shown: a refetch of the same ten keeps it.
  const codes = indices.map((quote) => quote.stock_code).join(' ');
  const labels = labelLayout(codes);

  return (
    <figure className="world-map" aria-label={t('market.worldMap')}>
      <svg viewBox={`0 0 ${shape.width} ${shape.height}`} className="world-map-svg" role="presentation">
        <path d={shape.land} className="world-land" />
        {indices.map((quote) => {
          const label = labels.get(quote.stock_code);
          return label ? <MapLabel key={quote.channel} quote={quote} label={label} /> : null;
        })}
      </svg>
    </figure>
  );
}

function MapLabel({ quote, label }: { quote: Quote; label: PlacedLabel }) {
  const navigate = useNavigate();
  const live = useLiveQuote(quote);
  const trend = trendOf(live.change);
  const name = shortName(live);
  const ratio = formatRatio(live.change_ratio);
  const end = leaderEnd(label);
  const open = () => openQuote(navigate, live);
  return (
    <g
      className={`map-label trend-${trend}`}
      role="link"
      tabIndex={0}
      aria-description={name === live.name ? undefined : live.name}
      data-testid="map-label"
      data-code={live.stock_code}
      onClick={open}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') open();
      }}
    >
      {end && <line x1={label.x} y1={label.y} x2={end[0]} y2={end[1]} className="map-leader" />}
      <circle cx={label.x} cy={label.y} r={5} className="map-dot-halo" />
      <circle cx={label.x} cy={label.y} r={2.4} className="map-dot" />
      <rect x={label.left} y={label.top} width={label.w} height={label.h} rx={6} className="map-label-box" />
      {/* The link is named by what it shows, read as "name ratio" (the space between the two lines): a name of its own
          (aria-label) could lag a tick behind the text. The full name, where the label shortens it, describes it. */}
      <text>
        <tspan x={label.left + 6} y={label.top + 11} className="map-label-name">
          {name}
        </tspan>{' '}
        <tspan x={label.left + 6} y={label.top + 22} className="map-label-ratio num">
          {ratio}
        </tspan>
      </text>
    </g>
  );
}
