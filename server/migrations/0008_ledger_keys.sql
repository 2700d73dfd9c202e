ALTER TABLE "chip_ledger" DROP CONSTRAINT "chip_ledger_lobby_id_lobbies_id_fk";
--> statement-breakpoint
ALTER TABLE "chip_ledger" DROP CONSTRAINT "chip_ledger_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "chip_ledger" DROP CONSTRAINT "chip_ledger_bet_id_bets_id_fk";
