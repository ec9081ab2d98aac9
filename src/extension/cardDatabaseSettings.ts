import * as vscode from 'vscode';
import { MAX_DATABASE_BYTES, YGOPRODECK_CARDINFO_URL, YGOPRODECK_VERSION_URL } from './rulesCore';

// The settings of the card database download and of the database size limit. Kept apart from
// the rule-set settings, which have their own object.

export interface CardDatabaseSettings {
  /** Largest database file read, in bytes (`maxDatabaseMegabytes`). */
  maxBytes: number;
  downloadUrl: string;
  versionUrl: string;
}

export function readCardDatabaseSettings(): CardDatabaseSettings {
  const config = vscode.workspace.getConfiguration('damageStepRulings');
  const megabytes = config.get<unknown>('maxDatabaseMegabytes');
  const maxBytes = typeof megabytes === 'number' && Number.isFinite(megabytes) && megabytes > 0 ? Math.floor(megabytes * 1024 * 1024) : MAX_DATABASE_BYTES;
  const url = (key: string, fallback: string): string => {
    const value = config.get<unknown>(key);
    return typeof value === 'string' && /^https?:\/\//i.test(value.trim()) ? value.trim() : fallback;
  };
  return { maxBytes, downloadUrl: url('cardDatabaseUrl', YGOPRODECK_CARDINFO_URL), versionUrl: url('cardDatabaseVersionUrl', YGOPRODECK_VERSION_URL) };
}
