import { useState } from 'react';
import { PlayerHome, PrivateCodeDialog, useActiveLobby } from '../../features/lobbies';
import { LazyGameScreen, usePreloadGameScreen } from '../lazy/lazy-game-screen';

/** / for a signed-in user: the in-game screen with an active lobby, else the three home tabs. */
export function PlayerHomeRoute() {
  const lobby = useActiveLobby();
  const [privateCode, setPrivateCode] = useState<string | null>(null);
  usePreloadGameScreen();
  return (
    <>
      {lobby ? (
        <LazyGameScreen key={lobby.lobbyId} lobby={lobby} />
      ) : (
        <PlayerHome onCreated={(created) => created.isPrivate && setPrivateCode(created.lobbyCode)} />
      )}
      <PrivateCodeDialog code={privateCode} onClose={() => setPrivateCode(null)} />
    </>
  );
}
