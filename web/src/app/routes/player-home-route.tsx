import { useState } from 'react';
import { LazyPrivateCodeDialog, PlayerHome, useActiveLobby } from '../../features/lobbies';
import { LazyGameScreen, usePreloadGameScreen } from '../lazy/lazy-game-screen';

/**
 * / for a signed-in user: the in-game screen with an active lobby, else the three home tabs; once
 * the lobby's match is over the tabs come under its final screen too.
 */
export function PlayerHomeRoute() {
  const lobby = useActiveLobby();
  const [privateCode, setPrivateCode] = useState<string | null>(null);
  usePreloadGameScreen();
  const home = <PlayerHome onCreated={(created) => created.isPrivate && setPrivateCode(created.lobbyCode)} />;
  return (
    <>
      {lobby ? <LazyGameScreen key={lobby.lobbyId} lobby={lobby} afterMatch={home} /> : home}
      <LazyPrivateCodeDialog code={privateCode} onClose={() => setPrivateCode(null)} />
    </>
  );
}
