/**
 * usage/{id} — mirrors `match /usage/{id}` in firestore.rules line for line. One counter
 * document per user per local day (`{uid}_{YYYY-MM-DD}`), kept by handlers inside the same
 * transaction that enforces the daily limit; a client write would reset its own limit, so no
 * client, not even the admin, writes them. The owner reads theirs, the admin all (statistics).
 */
import { serverRecordsOwnedByUserId } from './helpers';

export const usagePolicy = serverRecordsOwnedByUserId('usage/{id}');
