import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { shortDay } from '../format';
import type { AnswersDay, DueDay } from '../types';

/**
 * The statistics view's charts (@mantine/charts on recharts). This module is loaded lazily by the view, so
 * recharts is in no learner page's first download; each chart has a table next to it (ChartPanel).
 */

/** Answers per day of the last 30 days, right (green) and wrong (red) stacked. */
export function AnswersChart({ days }: { days: AnswersDay[] }) {
  const { t } = useTranslation('statistics');
  return (
    <BarChart
      h={240}
      data={days.map((d) => ({ day: shortDay(d.date), right: d.right, wrong: d.wrong }))}
      dataKey="day"
      type="stacked"
      series={[
        { name: 'right', label: t('answers.right'), color: 'green.6' },
        { name: 'wrong', label: t('answers.wrong'), color: 'red.6' },
      ]}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      tickLine="y"
      maxBarWidth={18}
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 12 }}
      yAxisProps={{ allowDecimals: false, width: 32 }}
      data-testid="answers-chart"
    />
  );
}

/** Cards due per day, today (with the overdue ones) and the next 29 days. */
export function DueChart({ days }: { days: DueDay[] }) {
  const { t } = useTranslation('statistics');
  return (
    <BarChart
      h={240}
      data={days.map((d) => ({ day: shortDay(d.date), cards: d.cards }))}
      dataKey="day"
      series={[{ name: 'cards', label: t('due.cards'), color: 'blue.6' }]}
      tickLine="y"
      maxBarWidth={18}
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 12 }}
      yAxisProps={{ allowDecimals: false, width: 32 }}
      data-testid="due-chart"
    />
  );
}
