/** The Engaged Users line chart (nivo, loaded with the dashboard only when it renders). */
import { ResponsiveLine } from '@nivo/line';
import { useRef } from 'react';
import { useElementSize } from '../../lib/use-element-size';
import { tickLabels } from './chart-ticks';

/** A bucket still to come has no value: the line stops at today. */
export default function EngagedChart({ points }: { points: readonly { label: string; value: number | null | undefined }[] }) {
  const data = [{ id: 'Engaged users', data: points.map((p) => ({ x: p.label, y: p.value ?? null })) }];
  const max = Math.max(1, ...points.map((p) => p.value ?? 0));
  const ref = useRef<HTMLDivElement>(null);
  const { width } = useElementSize(ref);
  // The plot is the canvas less the margins below.
  const ticks = tickLabels(
    points.map((p) => p.label),
    Math.max(0, width - 64),
  );
  // The svg is the image; the page's visually hidden table carries the numbers for screen readers.
  return (
    // Absolutely placed: until nivo measures a new width, its svg can't widen the page.
    <div className="dashboard__chart-body">
      <div className="dashboard__chart-canvas" ref={ref}>
        <ResponsiveLine
          role="img"
          ariaLabel={`Engaged users chart: ${points
            .filter((p) => p.value != null)
            .map((p) => `${p.label} ${p.value}`)
            .join(', ')}`}
          data={data}
          margin={{ top: 16, right: 24, bottom: 40, left: 40 }}
          xScale={{ type: 'point' }}
          yScale={{ type: 'linear', min: 0, max: Math.ceil(max * 1.2) }}
          axisBottom={{ tickSize: 0, tickPadding: 10, tickValues: ticks }}
          axisLeft={{ tickSize: 0, tickPadding: 8, tickValues: Math.min(max, 5) }}
          enableGridX={false}
          colors={['#13796b']}
          lineWidth={3}
          pointSize={6}
          useMesh
          enableArea
          areaOpacity={0.08}
          animate={false}
          isInteractive
        />
      </div>
    </div>
  );
}
