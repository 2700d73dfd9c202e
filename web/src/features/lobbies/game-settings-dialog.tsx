import {
  DEFAULT_GAME_SETTINGS,
  GAME_SETTINGS_FIELDS,
  GAME_SETTINGS_TABS,
  officialRulesText,
} from '@kickchips/core';
import { useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import { ModalDialog } from '../../components/ui/modal-dialog/modal-dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs/tabs';
import { ApiError } from '../../lib/api-error';
import { leagueKeys } from '../leagues';
import { writeActiveLobby } from './active-lobby';
import { createLobby } from './api/create-lobby';
import type { PlayerMatch } from './api/get-player-matches';
import { lobbyKeys } from './api/lobby-keys';
import { LeagueSelect } from './league-select';
import { SettingsField } from './settings-field';
import { defaultFormValues, parseSettings, type SettingsFormValues } from './settings-form-state';

type GameSettingsDialogProps = {
  match: PlayerMatch | null;
  /** The league chosen when the dialog opens (a league page's New league game); none by default. */
  leagueId?: string;
  onClose: () => void;
  onCreated: (lobby: { lobbyCode: string; isPrivate: boolean }) => void;
};

/**
 * The game settings modal (spec 2): the official rules of this match (its real halves, rounds and
 * minutes, and the betting window and cards of the settings being chosen), then five tabs built
 * from core's field list, checked with its schema.
 */
export function GameSettingsDialog({ match, leagueId = '', onClose, onCreated }: GameSettingsDialogProps) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<SettingsFormValues>(defaultFormValues);
  const [league, setLeague] = useState(leagueId);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (match) {
      setErrors({});
      setServerError(null);
      setLeague(leagueId);
    }
  }, [match, leagueId]);

  const set = (key: string, value: string | boolean) =>
    setValues((current) => ({ ...current, [key]: value }));

  const create = async () => {
    if (!match || pending) return;
    const parsed = parseSettings(values);
    setErrors(parsed.errors ?? {});
    setServerError(null);
    if (!parsed.settings) return;
    setPending(true);
    try {
      const data = await createLobby({
        matchId: match._id,
        gameSettings: parsed.settings,
        ...(league && { leagueId: league }),
      });
      const lobby = data?.lobby;
      if (!lobby?._id || !lobby.lobbyCode) {
        setServerError('Invalid response format');
        return;
      }
      writeActiveLobby({ lobbyId: lobby._id, lobbyCode: lobby.lobbyCode });
      void queryClient.invalidateQueries({ queryKey: lobbyKeys.all });
      if (league) void queryClient.invalidateQueries({ queryKey: leagueKeys.all });
      onCreated({ lobbyCode: lobby.lobbyCode, isPrivate: parsed.settings.isPrivate });
      onClose();
    } catch (err) {
      setServerError(err instanceof ApiError && err.message ? err.message : 'Failed to create lobby');
    } finally {
      setPending(false);
    }
  };

  const errorList = Object.values(errors);
  const rules = officialRulesText(
    match?.rounds ?? [],
    parseSettings(values).settings ?? DEFAULT_GAME_SETTINGS,
    match?.autoPricing ?? true,
  );
  return (
    <ModalDialog
      open={match !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Game settings"
      description={match ? `${match.homeTeam} vs ${match.awayTeam}` : ''}
      className="max-h-[calc(100dvh-2rem)] w-[calc(100vw-1rem)] max-w-2xl overflow-y-auto"
    >
      <p className="rounded bg-[var(--surface-sunken)] px-3 py-2 text-sm">
        <span className="font-semibold">Official rules: </span>
        {rules}
      </p>
      <LeagueSelect value={league} onChange={setLeague} />
      <Tabs defaultValue="BASIC">
        <TabsList className="overflow-x-auto">
          {GAME_SETTINGS_TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {tab}
            </TabsTrigger>
          ))}
        </TabsList>
        {GAME_SETTINGS_TABS.map((tab) => (
          <TabsContent key={tab} value={tab} className="grid gap-4 sm:grid-cols-2">
            {GAME_SETTINGS_FIELDS.filter((field) => field.tab === tab).map((field) => (
              <SettingsField
                key={field.key}
                field={field}
                value={values[field.key]}
                error={errors[field.key]}
                onChange={(value) => set(field.key, value)}
              />
            ))}
          </TabsContent>
        ))}
      </Tabs>
      {errorList.length > 0 || serverError ? (
        <div role="alert" className="field-error flex flex-col">
          {serverError ? <span>{serverError}</span> : null}
          {errorList.map((message) => (
            <span key={message}>{message}</span>
          ))}
        </div>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <button
          type="button"
          className="btn-ghost"
          onClick={() => {
            setValues(defaultFormValues());
            setErrors({});
          }}
        >
          Reset to Defaults
        </button>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Dialog.Close className="btn-outline">Cancel</Dialog.Close>
          <button type="button" className="btn-primary" disabled={pending} onClick={() => void create()}>
            Create game
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
