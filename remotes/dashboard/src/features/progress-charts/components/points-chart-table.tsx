import { activitiesText, longDay, pointsText } from '../utils/calendar-days';
import { POINTS_CHART_TITLE, type TPointsChart } from '../utils/points-chart-data';

/**
 * The chart as a table for screen readers: every day with its points and activities.
 * The wrapper hides it: a table ignores the 1 px width of sr-only and would widen the page.
 */
export function PointsChartTable({ chart }: { chart: TPointsChart }) {
  return (
    <div className="sr-only">
      <table>
        <caption>{POINTS_CHART_TITLE}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Points</th>
            <th scope="col">Activities</th>
          </tr>
        </thead>
        <tbody>
          {chart.bars.map((bar) => (
            <tr key={bar.day}>
              <th scope="row">{longDay(bar.day)}</th>
              <td>{pointsText(bar.points)}</td>
              <td>{activitiesText(bar.activities)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
