/** What other features may use of this one; nobody imports its inner files. */
export { ledgerMismatches } from './ledger-mismatches';
export { type MemberStanding, postLedgerEntries } from './post-ledger-entries';
export { type LedgerEntry, postLedgerEntry } from './post-ledger-entry';
