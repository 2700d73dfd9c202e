import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Spinner } from '../../components/ui/spinner/spinner';
import type { ActiveLobby } from '../../features/lobbies';

/** Fetches the in-game screen's code (its own chunk); calling it again reuses the first fetch. */
export const preloadGameScreen = () => import('../../features/game');

const GameScreen = lazy(async () => ({ default: (await preloadGameScreen()).GameScreen }));

/** The in-game screen, loaded when a lobby is active, with the game's own loading spinner meanwhile. */
export function LazyGameScreen({ lobby, afterMatch }: { lobby: ActiveLobby; afterMatch?: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-12">
          <Spinner size="lg" label="Loading game" />
        </div>
      }
    >
      <GameScreen lobby={lobby} afterMatch={afterMatch} />
    </Suspense>
  );
}

/**
 * Fetches the in-game screen once the page has rendered and the browser is idle, so joining or
 * creating a lobby shows the game at once.
 */
export function usePreloadGameScreen() {
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => void preloadGameScreen(), 1000);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => void preloadGameScreen(), { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }, []);
}
