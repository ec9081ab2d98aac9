import * as os from 'node:os';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { plainMessageText } from './rulesCore';

// Finding the cards.cdb of a local EDOPro or YGO Omega installation, so that Import Card
// Database and Download Card Database can offer it: a user who has one needs no download.

/** The folder a place is under: the home folder, or one an environment variable names. */
type PlaceBase = 'home' | 'xdgDataHome' | 'appData' | 'localAppData' | 'systemDrive' | 'programFilesX86' | 'programFiles';

export interface InstallPlace {
  app: 'EDOPro' | 'YGO Omega';
  base: PlaceBase;
  /** Path segments under the base. */
  segments: readonly string[];
}

/**
 * Where EDOPro (Project Ignis) and YGO Omega keep their card database, in the order offered.
 * EDOPro's launcher installs into ~/ProjectIgnis (Linux, macOS) or C:\ProjectIgnis (Windows)
 * and keeps its databases in expansions/ (older set-ups: beside the program); some Linux
 * packages use the XDG data folder. YGO Omega installs under Program Files with its data beside
 * the program. Documented in docs/card-databases.md.
 */
export const LOCAL_DATABASE_PLACES: readonly InstallPlace[] = [
  { app: 'EDOPro', base: 'home', segments: ['ProjectIgnis', 'expansions', 'cards.cdb'] },
  { app: 'EDOPro', base: 'home', segments: ['ProjectIgnis', 'cards.cdb'] },
  { app: 'EDOPro', base: 'xdgDataHome', segments: ['ProjectIgnis', 'expansions', 'cards.cdb'] },
  { app: 'EDOPro', base: 'xdgDataHome', segments: ['EDOPro', 'expansions', 'cards.cdb'] },
  { app: 'EDOPro', base: 'appData', segments: ['ProjectIgnis', 'expansions', 'cards.cdb'] },
  { app: 'EDOPro', base: 'localAppData', segments: ['ProjectIgnis', 'expansions', 'cards.cdb'] },
  { app: 'EDOPro', base: 'systemDrive', segments: ['ProjectIgnis', 'expansions', 'cards.cdb'] },
  { app: 'EDOPro', base: 'systemDrive', segments: ['ProjectIgnis', 'cards.cdb'] },
  { app: 'YGO Omega', base: 'programFilesX86', segments: ['YGO Omega', 'YGO Omega_Data', 'Files', 'Databases', 'cards.cdb'] },
  { app: 'YGO Omega', base: 'programFilesX86', segments: ['YGO Omega', 'cards.cdb'] },
  { app: 'YGO Omega', base: 'programFiles', segments: ['YGO Omega', 'YGO Omega_Data', 'Files', 'Databases', 'cards.cdb'] },
];

/** What the places are resolved against; the extension's own process by default, a test's own otherwise. */
export interface PlaceEnvironment {
  home: string;
  env: Readonly<Record<string, string | undefined>>;
  platform: NodeJS.Platform;
}

export function currentEnvironment(): PlaceEnvironment {
  return { home: os.homedir(), env: process.env, platform: process.platform };
}

function baseFolder(base: PlaceBase, { home, env, platform }: PlaceEnvironment): string | undefined {
  const windows = platform === 'win32';
  switch (base) {
    case 'home':
      return home;
    case 'xdgDataHome':
      return windows ? undefined : (env.XDG_DATA_HOME ?? path.posix.join(home, '.local', 'share'));
    case 'appData':
      return windows ? env.APPDATA : undefined;
    case 'localAppData':
      return windows ? env.LOCALAPPDATA : undefined;
    case 'systemDrive':
      return windows ? `${env.SystemDrive ?? 'C:'}\\` : undefined;
    case 'programFilesX86':
      return windows ? (env['ProgramFiles(x86)'] ?? 'C:\\Program Files (x86)') : undefined;
    case 'programFiles':
      return windows ? (env.ProgramFiles ?? 'C:\\Program Files') : undefined;
  }
}

export interface LocalDatabase {
  app: InstallPlace['app'];
  path: string;
}

/** The paths the places stand for in this environment (each once), whether or not a file is there. */
export function candidateDatabases(environment: PlaceEnvironment, places: readonly InstallPlace[] = LOCAL_DATABASE_PLACES): LocalDatabase[] {
  const paths = environment.platform === 'win32' ? path.win32 : path.posix;
  const seen = new Set<string>();
  const out: LocalDatabase[] = [];
  for (const place of places) {
    const base = baseFolder(place.base, environment);
    if (!base) continue;
    const full = paths.join(base, ...place.segments);
    if (!seen.has(full)) {
      seen.add(full);
      out.push({ app: place.app, path: full });
    }
  }
  return out;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return ((await vscode.workspace.fs.stat(vscode.Uri.file(file))).type & vscode.FileType.File) !== 0;
  } catch {
    return false;
  }
}

/** The local installations' databases that exist, in the order of LOCAL_DATABASE_PLACES. */
export async function findLocalDatabases(environment = currentEnvironment(), exists: (file: string) => Promise<boolean> = isFile): Promise<LocalDatabase[]> {
  const candidates = candidateDatabases(environment);
  const present = await Promise.all(candidates.map((c) => exists(c.path)));
  return candidates.filter((_, i) => present[i]);
}

/** A path for people: the home folder as ~. */
export function displayPath(file: string, home = os.homedir()): string {
  return home && file.startsWith(home + path.sep) ? `~${file.slice(home.length)}` : file;
}

type LocalPick = vscode.QuickPickItem & { database?: LocalDatabase };

/**
 * When a local installation's database exists, asks whether to use it or do `otherwise` (choose
 * a file, download). Gives the chosen database's URI, 'otherwise', or undefined when cancelled.
 * Without a local database it asks nothing and gives 'otherwise'.
 */
export async function offerLocalDatabase(title: string, otherwise: string): Promise<vscode.Uri | 'otherwise' | undefined> {
  const found = await findLocalDatabases();
  if (found.length === 0) return 'otherwise';
  const items: LocalPick[] = [
    ...found.map((database) => ({ label: plainMessageText(vscode.l10n.t("Use {0}'s cards.cdb at {1}", database.app, displayPath(database.path))), database })),
    { label: otherwise },
  ];
  const picked = await vscode.window.showQuickPick(items, { title, placeHolder: vscode.l10n.t('A card database of a local installation was found') });
  if (!picked) return undefined;
  return picked.database ? vscode.Uri.file(picked.database.path) : 'otherwise';
}
