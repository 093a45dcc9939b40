/** The Engaged Users line chart (nivo, loaded with the dashboard only when it renders). */
import { ResponsiveLine } from '@nivo/line';

/** A bucket still to come has no value: the line stops at today. */
export default function EngagedChart({ points }: { points: readonly { label: string; value: number | null | undefined }[] }) {
  const data = [{ id: 'Engaged users', data: points.map((p) => ({ x: p.label, y: p.value ?? null })) }];
  const max = Math.max(1, ...points.map((p) => p.value ?? 0));
  // The svg is the image; the page's visually hidden table carries the numbers for screen readers.
  return (
    // Absolutely placed: until nivo measures a new width, its svg can't widen the page.
    <div className="dashboard__chart-body">
      <div className="dashboard__chart-canvas">
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
          axisBottom={{ tickSize: 0, tickPadding: 10, tickValues: points.length > 16 ? points.filter((_, i) => i % 5 === 0).map((p) => p.label) : undefined }}
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
