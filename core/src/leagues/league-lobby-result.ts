/** One finished league lobby: its final ranks, chips and the chips everyone started with. */
export type LeagueLobbyResult = {
  lobbyId: string;
  /** When it finished (ms epoch): the order of a member's form. */
  finishedAt: number;
  startingChips: number;
  standings: readonly { userId: string; rank: number; chips: number }[];
};
