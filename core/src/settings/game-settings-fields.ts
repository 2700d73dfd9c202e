import type { GameSettings } from './game-settings-schema';
import { PRIZE_DISTRIBUTION_LABELS, PRIZE_DISTRIBUTIONS } from './prize-distributions';
import { SETTING_RANGES } from './setting-ranges';

export const GAME_SETTINGS_TABS = ['BASIC', 'BETTING', 'ROUNDS', 'ADVANCED', 'TOURNAMENT'] as const;
export type GameSettingsTab = (typeof GAME_SETTINGS_TABS)[number];

interface FieldBase {
  key: keyof GameSettings;
  label: string;
  tab: GameSettingsTab;
  /** One line shown under the field. */
  help: string;
}

export type GameSettingsField =
  | (FieldBase & { kind: 'number'; min: number; max: number; step: number; unit: string })
  | (FieldBase & { kind: 'toggle' })
  | (FieldBase & { kind: 'choice'; options: { value: string; label: string }[] });

function numberField(
  key: keyof typeof SETTING_RANGES,
  label: string,
  tab: GameSettingsTab,
  unit: string,
  help: string,
): GameSettingsField {
  return { kind: 'number', key, label, tab, unit, help, ...SETTING_RANGES[key] };
}

function toggle(
  key: keyof GameSettings,
  label: string,
  tab: GameSettingsTab,
  help: string,
): GameSettingsField {
  return { kind: 'toggle', key, label, tab, help };
}

/** What the settings form renders, tab by tab, in order: one entry per key of the schema. */
export const GAME_SETTINGS_FIELDS: readonly GameSettingsField[] = [
  numberField(
    'maxPlayers',
    'Max Players',
    'BASIC',
    'players',
    'How many players may join; 999 is unlimited.',
  ),
  numberField('startingChips', 'Starting Chips', 'BASIC', 'chips', 'Chips every player starts with.'),
  toggle('isPrivate', 'Private Lobby', 'BASIC', 'Hidden from the open list; join with the code only.'),
  toggle('allowSpectators', 'Allow Spectators', 'BASIC', 'Others may watch without betting.'),
  numberField('minBetAmount', 'Min Bet', 'BETTING', 'chips', 'Smallest stake a player may place.'),
  numberField('maxBetAmount', 'Max Bet', 'BETTING', 'chips', 'Largest stake a player may place.'),
  numberField(
    'inactivityPenalty',
    'Inactivity Penalty',
    'BETTING',
    'chips',
    'Chips lost for a round with no bet.',
  ),
  numberField(
    'bettingTimeLimit',
    'Betting Time Limit',
    'BETTING',
    'minutes',
    'Betting on the next round closes after this long.',
  ),
  toggle(
    'allowLateBetting',
    'Allow Late Betting',
    'BETTING',
    'Keep betting open until the next round starts.',
  ),
  toggle(
    'showCompetitorBets',
    'Show Competitor Bets',
    'BETTING',
    "Show other players' bets once a round has started.",
  ),
  numberField(
    'roundDuration',
    'Round Duration',
    'ROUNDS',
    'minutes',
    'Assumed round length when no end is known.',
  ),
  numberField('breakDuration', 'Break Duration', 'ROUNDS', 'minutes', 'Expected pause between rounds.'),
  toggle(
    'autoKickInactive',
    'Auto-kick Inactive',
    'ROUNDS',
    'Make a player a spectator after 3 inactive rounds.',
  ),
  toggle('allowChatting', 'Allow Chat', 'ADVANCED', 'Lobby members can chat.'),
  toggle('enableBetChipCards', 'Bet Chip Cards', 'ADVANCED', 'Deal 3 cards per player at kick-off.'),
  numberField(
    'cardEffectStrength',
    'Card Effect Strength',
    'ADVANCED',
    'x',
    'How strongly the cards change a payout.',
  ),
  numberField(
    'cardCooldownTime',
    'Card Cooldown',
    'ADVANCED',
    'rounds',
    'Rounds to wait after using a card.',
  ),
  toggle('isTournament', 'Tournament Mode', 'TOURNAMENT', 'Eliminate low stacks and share a prize pool.'),
  numberField(
    'eliminationThreshold',
    'Elimination Threshold',
    'TOURNAMENT',
    'chips',
    'Players below this many chips are out.',
  ),
  {
    kind: 'choice',
    key: 'prizeDistribution',
    label: 'Prize Distribution',
    tab: 'TOURNAMENT',
    help: 'How the prize pool is shared at the end.',
    options: PRIZE_DISTRIBUTIONS.map((value) => ({ value, label: PRIZE_DISTRIBUTION_LABELS[value] })),
  },
];
