import type { DocStore } from '@/backend/ports';
import { toUserRecord, type UserRecord } from '@/domain/admin/metrics';

/** Every user document: conversion and churn are over all users, not one period. */
export async function listUsers(docs: DocStore): Promise<UserRecord[]> {
  const snaps = await docs.query({ collection: 'users' });
  return snaps.map((s) => toUserRecord(s.data));
}
