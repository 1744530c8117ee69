// A bar chart of counts per week in plain SVG: scales to the width of a phone, with a table as
// its text alternative (screen readers read the table; the SVG is hidden from them).
import { formatDate } from '@/lib/format/dates';

type Point = { week_start: string; total: number };

const label = (iso: string) => formatDate(`${iso}T00:00:00Z`, 'numericDayAndMonth', 'UTC');

export function WeekChart({ title, points }: { title: string; points: Point[] }) {
  const max = Math.max(1, ...points.map((p) => p.total));
  const width = 600;
  const height = 200;
  const bar = width / Math.max(points.length, 1);
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium">{title}</figcaption>
      <svg viewBox={`0 0 ${width} ${height + 24}`} className="h-auto w-full" aria-hidden="true" role="presentation">
        {points.map((p, i) => {
          const h = Math.round((p.total / max) * (height - 20));
          const x = i * bar + bar * 0.15;
          return (
            <g key={p.week_start}>
              <rect x={x} y={height - h} width={bar * 0.7} height={h} rx={4} className="fill-primary" />
              <text x={x + bar * 0.35} y={height - h - 4} textAnchor="middle" className="fill-foreground text-[13px]">
                {p.total}
              </text>
              {i % 2 === 0 || points.length <= 6 ? (
                <text x={x + bar * 0.35} y={height + 18} textAnchor="middle" className="fill-muted-foreground text-[12px]">
                  {label(p.week_start)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Semana de</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.week_start}>
              <td>{label(p.week_start)}</td>
              <td>{p.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
