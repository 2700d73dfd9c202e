import { Spinner } from '../components/ui/spinner/spinner';

/** What shows while the router fetches the first screen's code on a cold page load. */
export function AppLoading() {
  return (
    <div className="grid min-h-dvh place-items-center">
      <Spinner size="lg" label="Loading" />
    </div>
  );
}
