import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { NamedOption } from '../../../../shared/api/page';
import { type PointsDay, shortDay } from '../trends';

/**
 * Line colours that stand out in both schemes; the dash patterns tell lines apart without
 * colour too (WCAG 1.4.1), and the table under the chart has every number.
 */
const STROKES = ['blue', 'red', 'teal', 'grape', 'orange', 'cyan', 'lime', 'pink', 'indigo', 'yellow'] as const;
const DASHES = ['', '6 3', '2 3', '8 3 2 3'] as const;

const strokeOf = (index: number) => `var(--mantine-color-${STROKES[index % STROKES.length]}-6)`;
const dashOf = (index: number) => DASHES[index % DASHES.length] || undefined;

const TEXT = 'var(--mantine-color-text)';

/**
 * The points-over-time chart. Its own module, so recharts (the heaviest library here) loads
 * only when /rankings-enhanced shows a chart (React.lazy there), never on another page.
 */
interface PointsChartProps {
  days: readonly PointsDay[];
  teams: readonly NamedOption[];
  height: number;
  /** The SVG's title, for assistive technology that reads it. */
  title: string;
}

export default function PointsChart({ days, teams, height, title }: PointsChartProps) {
  const data = days.map((day) => ({ ...day, label: shortDay(day.date) }));
  return (
    <ResponsiveContainer width="100%" height={height}>
      <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }} title={title}>
        <CartesianGrid stroke="var(--mantine-color-default-border)" strokeDasharray="3 3" />
        <XAxis dataKey="label" tick={{ fill: TEXT, fontSize: 12 }} stroke={TEXT} />
        <YAxis allowDecimals={false} tick={{ fill: TEXT, fontSize: 12 }} stroke={TEXT} width={36} />
        <Tooltip
          contentStyle={{ background: 'var(--mantine-color-body)', borderColor: 'var(--mantine-color-default-border)', color: TEXT }}
          labelStyle={{ color: TEXT }}
        />
        <Legend wrapperStyle={{ color: TEXT, fontSize: 13 }} />
        {teams.map((team, index) => (
          <Line
            key={team.id}
            type="linear"
            name={team.name}
            dataKey={(day: PointsDay) => day.points[team.id] ?? 0}
            stroke={strokeOf(index)}
            strokeDasharray={dashOf(index)}
            strokeWidth={2}
            dot={{ r: 3 }}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
