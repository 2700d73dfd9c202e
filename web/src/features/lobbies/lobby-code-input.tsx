import { LOBBY_CODE_LENGTH, normalizeLobbyCodeInput } from '@kickchips/core';
import { type FormEvent, useState } from 'react';

type LobbyCodeInputProps = {
  onJoin: (code: string) => void;
  pending: boolean;
  /** The code changed: a message about the last one no longer applies. */
  onEdit?: () => void;
};

/** Spec 5 "Lobby code input": uppercased, only the code alphabet kept, at most 6; JOIN GAME needs 6. */
export function LobbyCodeInput({ onJoin, pending, onEdit }: LobbyCodeInputProps) {
  const [code, setCode] = useState('');
  const complete = code.length === LOBBY_CODE_LENGTH;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete && !pending) onJoin(code);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex flex-1 flex-col gap-1">
        <label htmlFor="lobby-code" className="label">
          Lobby code
        </label>
        <input
          id="lobby-code"
          className="input text-center font-mono text-2xl uppercase tracking-[0.4em]"
          value={code}
          onChange={(event) => {
            const next = normalizeLobbyCodeInput(event.target.value);
            if (next !== code) onEdit?.();
            setCode(next);
          }}
          placeholder="AB23CD"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          inputMode="text"
          aria-describedby="lobby-code-help"
        />
        <span id="lobby-code-help" className="field-hint">
          6 characters: letters and digits without I, O, 0 or 1.
        </span>
      </div>
      <button type="submit" className="btn-primary sm:mb-6" disabled={!complete || pending}>
        JOIN GAME
      </button>
    </form>
  );
}
