import { type ComponentProps, lazy, Suspense } from 'react';
import { Spinner } from '../../components/ui/spinner/spinner';

const ChipChart = lazy(async () => ({ default: (await import('./chip-chart')).ChipChart }));

/** The chip chart, whose chart library is fetched only when a final screen shows it. */
export function LazyChipChart(props: ComponentProps<typeof ChipChart>) {
  return (
    <Suspense
      fallback={
        <div className="flex h-80 items-center justify-center sm:h-96">
          <Spinner size="lg" label="Loading the chip chart" />
        </div>
      }
    >
      <ChipChart {...props} />
    </Suspense>
  );
}
