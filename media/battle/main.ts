import { isBattleHostMessage, readBattleState } from '../../src/extension/webview/protocol';
import type { BattlePanelState, IconName, EmptyView, FieldRow, ProbeResult, WalkthroughView, WebviewMessage } from '../../src/extension/webview/protocol';

type BattleStep = WalkthroughView['walk']['steps'][number];

// The battle walkthrough page. Everything it shows is built with createElement/textContent —
// never innerHTML — so card names and messages from a battle file stay text whatever they hold.

interface VsCodeApi {
  postMessage(message: WebviewMessage): void;
  getState(): unknown;
  setState(state: BattlePanelState): void;
}
declare function acquireVsCodeApi(): VsCodeApi;

const vscode = acquireVsCodeApi();
const root = document.getElementById('app') as HTMLElement;
const live = document.getElementById('live') as HTMLElement;
let view: WalkthroughView | undefined;
const saved = readBattleState(vscode.getState());
let step = saved.step;
let uri = saved.uri;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: { className?: string; text?: string; attrs?: Record<string, string> } = {}, ...children: Node[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (props.className) node.className = props.className;
  if (props.text !== undefined) node.textContent = props.text;
  for (const [k, v] of Object.entries(props.attrs ?? {})) node.setAttribute(k, v);
  node.append(...children);
  return node;
}

const SVG = 'http://www.w3.org/2000/svg';

/** An icon of the page's sprite (the host puts it first in the body; see icons.ts). */
function icon(name: IconName): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('class', 'icon');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const use = document.createElementNS(SVG, 'use');
  use.setAttribute('href', `#icon-${name}`);
  svg.append(use);
  return svg;
}

function format(template: string, ...args: Array<string | number>): string {
  return template.replace(/\{(\d+)\}/g, (_, i: string) => String(args[Number(i)] ?? ''));
}

function button(label: string, iconName: IconName, onClick: () => void, attrs: Record<string, string> = {}): HTMLButtonElement {
  const b = el('button', { attrs: { type: 'button', ...attrs } }, icon(iconName), el('span', { text: label }));
  b.addEventListener('click', onClick);
  return b;
}

function go(to: number, announce = true): void {
  const steps = view?.walk.steps.length ?? 0;
  if (steps === 0) return;
  const next = Math.max(0, Math.min(steps - 1, to));
  if (next === step && root.childElementCount > 0) return;
  step = next;
  vscode.postMessage({ type: 'step', step });
  render(announce);
}

/** A rule id as a small link that opens the rule. */
// "Line 4" of a problem takes the reader to it in the file, as a Problems entry would.
function problemLink(label: string, index: number): HTMLButtonElement {
  const link = el('button', { className: 'rule problem-line', text: label, attrs: { type: 'button', title: label } });
  link.addEventListener('click', () => vscode.postMessage({ type: 'goToProblem', index }));
  return link;
}

function ruleButton(rule: string): HTMLButtonElement {
  const link = el('button', { className: 'rule', text: rule, attrs: { type: 'button', title: rule } });
  link.addEventListener('click', () => vscode.postMessage({ type: 'openRule', rule }));
  return link;
}

// A table of four columns; each cell carries its column's name so that a narrow panel can show
// the rows as stacked "name: value" lines instead of scrolling sideways (panel.css).
function fieldTable(rows: FieldRow[], v: WalkthroughView, className = ''): HTMLElement {
  const s = v.strings;
  if (rows.length === 0) return el('p', { text: s.noCards });
  const columns = [s.card, s.controller, s.where, s.atkDef];
  const head = el('tr', {}, ...columns.map((h) => el('th', { text: h, attrs: { scope: 'col' } })));
  const body = rows.map((c) =>
    el(
      'tr',
      { className: c.destroyedByBattle ? 'destroyed' : '' },
      el('th', { text: c.name + (c.destroyedByBattle ? ` (${s.destroyedByBattle})` : ''), attrs: { scope: 'row', 'data-label': s.card } }),
      el('td', { text: c.controller, attrs: { 'data-label': s.controller } }),
      el('td', { text: c.where, attrs: { 'data-label': s.where } }),
      // A Spell or a Trap has no ATK/DEF: its cell stays empty (and hidden when stacked).
      el('td', { text: c.stats, attrs: { 'data-label': s.atkDef }, className: c.stats ? '' : 'none' }),
    ),
  );
  return el('table', { className: className ? `field ${className}` : 'field' }, el('thead', {}, head), el('tbody', {}, ...body));
}

function optionList(options: BattleStep['options'], className: string, v: WalkthroughView): HTMLElement {
  const s = v.strings;
  if (options.length === 0) return el('p', { text: s.noCards });
  return el(
    'ul',
    { className: `options ${className}` },
    ...options.map((o) => {
      const reasons = el('ul', {}, ...o.reasons.map((r) => el('li', {}, el('span', { text: `${r.text} ` }), ruleButton(r.rule))));
      return el(
        'li',
        { className: o.canActivate ? 'yes' : 'no', attrs: { 'data-card': o.card } },
        icon(o.canActivate ? 'pass' : 'circle-slash'),
        el('strong', { text: ` ${o.card}: ` }),
        el('span', { text: o.canActivate ? s.yes : s.no }),
        reasons,
      );
    }),
  );
}

function lpLine(state: BattleStep['state'], v: WalkthroughView): HTMLElement {
  const s = v.strings;
  return el('p', {
    className: 'lp',
    text: `${s.lifePoints}: ${s.you} ${state.lp.you} · ${s.opponent} ${state.lp.opponent}${state.damageCalculated ? ` · ${s.damageCalculated}` : ''}`,
  });
}

function eventList(events: BattleStep['events'], className: string): HTMLElement {
  // The text alone: the kind is an id for `walk --json`, kept here only as data.
  return el('ol', { className: `events ${className}` }, ...events.map((e) => el('li', { text: e.text, attrs: { 'data-kind': e.kind } })));
}

// Two moments of a timing: when the players may first act (after what the game does first), and
// after the last chain, where only the answers that changed are shown.
function stepSection(current: BattleStep, rows: FieldRow[], openingRows: FieldRow[], v: WalkthroughView): HTMLElement {
  const s = v.strings;
  const before = current.events.slice(0, current.eventsAtOpening);
  const chains = current.events.slice(current.eventsAtOpening);
  const fieldChanged = JSON.stringify(current.stateAtOpening) !== JSON.stringify(current.state);
  const opening = el(
    'section',
    { className: 'at-opening', attrs: { 'aria-labelledby': 'h-opening' } },
    el('h2', { text: s.atThisTiming, attrs: { id: 'h-opening' } }),
    ...(before.length > 0 ? [eventList(before, 'before-chains')] : []),
    // Folded: the field after the step below is the one a reader follows; this one is there to compare.
    ...(fieldChanged
      ? [el('details', { className: 'field-at-opening' }, el('summary', { text: s.fieldAtThisTiming }), lpLine(current.stateAtOpening, v), fieldTable(openingRows, v, 'at-opening'))]
      : []),
    el('h3', { text: s.canActivateNow }),
    optionList(current.options, 'at-opening', v),
  );
  const events = current.events.length === 0 ? el('p', { text: s.noEvents }) : chains.length > 0 ? eventList(chains, 'chains') : undefined;
  const changed = current.optionsAfter.filter((o, i) => JSON.stringify(o) !== JSON.stringify(current.options[i]));
  return el(
    'div',
    { className: 'step' },
    opening,
    ...(events ? [el('section', { attrs: { 'aria-labelledby': 'h-events' } }, el('h2', { text: s.events, attrs: { id: 'h-events' } }), events)] : []),
    el('section', { attrs: { 'aria-labelledby': 'h-field' } }, el('h2', { text: s.field, attrs: { id: 'h-field' } }), lpLine(current.state, v), fieldTable(rows, v)),
    ...(changed.length > 0
      ? [
          el(
            'section',
            { className: 'still-possible', attrs: { 'aria-labelledby': 'h-after' } },
            el('h2', { text: s.stillPossibleNow, attrs: { id: 'h-after' } }),
            optionList(changed, 'after-chains', v),
          ),
        ]
      : []),
  );
}

/** Who won and at which step, when the Duel ended: the walk stops there. */
function duelEnd(v: WalkthroughView): HTMLElement | undefined {
  const s = v.strings;
  const winner = v.walk.winner;
  const last = v.walk.steps[v.walk.steps.length - 1];
  if (winner === undefined || !last) return undefined;
  const who = winner === 'draw' ? s.draw : winner === 'you' ? s.youWin : s.opponentWins;
  return el('p', { className: `duel-end ${winner}`, text: format(s.duelEnded, who, v.timingNames[last.timing] ?? last.timing), attrs: { role: 'status' } });
}

// A render replaces every control. Without this, a keyboard user who presses Next finds focus
// dropped to the page and has to Tab back to the button for every step.
/** The data-focus key of the focused control in the page ('' for one without), or undefined when focus is elsewhere. */
function focusedKey(): string | undefined {
  const active = document.activeElement;
  // #app itself (focused by a click on its text) survives the render and keeps focus.
  if (!(active instanceof HTMLElement) || active === root || !root.contains(active)) return undefined;
  return active.dataset.focus ?? '';
}

/** Focuses the new control with the same key; the step heading when it is gone or disabled. */
function restoreFocus(key: string): void {
  const same = key ? root.querySelector<HTMLButtonElement>(`[data-focus="${key}"]`) : null;
  if (same && !same.disabled) same.focus();
  else document.getElementById('step-title')?.focus();
}

function problems(v: WalkthroughView): HTMLElement | undefined {
  const s = v.strings;
  if (v.walk.diagnostics.length === 0) return undefined;
  const hasErrors = v.walk.diagnostics.some((d) => d.severity === 'error');
  // Above the steps, styled as errors: a reader sees first that the walk is of a broken file.
  return el(
    'section',
    { className: `diagnostics${hasErrors ? ' has-errors' : ''}`, attrs: { 'aria-labelledby': 'h-diagnostics' } },
    el('h2', { text: s.diagnostics, attrs: { id: 'h-diagnostics' } }),
    ...(hasErrors ? [el('p', { text: s.errorsBanner })] : []),
    el(
      'ul',
      {},
      ...v.walk.diagnostics.map((d, index) =>
        el(
          'li',
          { className: d.severity },
          icon(d.severity === 'error' ? 'error' : d.severity === 'warning' ? 'warning' : 'info'),
          document.createTextNode(' '),
          problemLink(`${s.line} ${d.line}`, index),
          el('span', { text: `: ${d.message} ` }),
          ...(d.rule ? [ruleButton(d.rule)] : []),
        ),
      ),
    ),
  );
}

function render(announce: boolean): void {
  const v = view;
  if (!v) return;
  const s = v.strings;
  const steps = v.walk.steps;
  const current = steps[step];
  const header = el(
    'header',
    {},
    el('h1', { text: v.fileName }),
    el('span', { className: 'meta', text: v.meta }),
    button(s.exportMarkdown, 'markdown', () => vscode.postMessage({ type: 'export' }), { id: 'export', 'data-focus': 'export' }),
  );
  const banner = problems(v) ?? el('div');
  if (!current) {
    root.replaceChildren(header, banner, el('p', { text: s.noSteps }));
    vscode.postMessage({ type: 'rendered', step, steps: steps.length });
    return;
  }
  const title = format(s.stepOf, step + 1, steps.length, v.timingNames[current.timing] ?? current.timing);
  const nav = el(
    'nav',
    { attrs: { 'aria-label': s.steps } },
    button(s.previous, 'chevron-left', () => go(step - 1), { id: 'prev', 'data-focus': 'prev', ...(step === 0 ? { disabled: '' } : {}), 'aria-keyshortcuts': 'ArrowLeft' }),
    // tabindex -1: focus can be moved here (reveal, a button that became disabled), Tab skips it.
    el('h2', { className: 'step-title', text: title, attrs: { id: 'step-title', tabindex: '-1' } }),
    button(s.next, 'chevron-right', () => go(step + 1), { id: 'next', 'data-focus': 'next', ...(step === steps.length - 1 ? { disabled: '' } : {}), 'aria-keyshortcuts': 'ArrowRight' }),
  );
  const list = el(
    'ol',
    { className: 'step-list' },
    ...steps.map((st, i) => {
      const b = el('button', { text: v.timingNames[st.timing] ?? st.timing, attrs: { type: 'button', 'data-focus': `step-${i}`, ...(i === step ? { 'aria-current': 'step' } : {}) } });
      b.addEventListener('click', () => go(i));
      return el('li', {}, b);
    }),
  );
  const focusKey = focusedKey();
  const ended = duelEnd(v);
  root.replaceChildren(header, banner, ...(ended ? [ended] : []), nav, list, stepSection(current, v.fields[step] ?? [], v.fieldsAtOpening[step] ?? [], v));
  if (focusKey !== undefined) restoreFocus(focusKey);
  if (announce) live.textContent = title;
  vscode.setState({ uri, step });
  vscode.postMessage({ type: 'rendered', step, steps: steps.length });
}

function optionAnswers(selector: string): string[] {
  return [...root.querySelectorAll<HTMLElement>(selector)].map((li) => `${li.dataset.card ?? ''}: ${li.className}`);
}

function probe(): ProbeResult {
  const all = [...document.querySelectorAll('*')];
  return {
    text: root.textContent ?? '',
    images: document.querySelectorAll('img').length,
    // VS Code injects its own script into the page; content can only ever land inside #app.
    scripts: root.querySelectorAll('script').length,
    inlineHandlers: all.filter((n) => [...n.attributes].some((a) => a.name.startsWith('on'))).length,
    kinds: [...root.querySelectorAll<HTMLElement>('.events li')].map((li) => li.dataset.kind ?? ''),
    uri,
    sections: [...root.children].map((c) => (c.className ? `${c.tagName.toLowerCase()}.${c.className.split(' ').join('.')}` : c.tagName.toLowerCase())),
    problems: [...root.querySelectorAll('.diagnostics li')].map((li) => li.className),
    fieldRows: [...root.querySelectorAll('table.field:not(.at-opening) tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent ?? '').join(' | ')),
    optionsAtOpening: optionAnswers('ul.options.at-opening > li'),
    optionsAfter: optionAnswers('ul.options.after-chains > li'),
    duelEnd: root.querySelector('.duel-end')?.textContent ?? '',
  };
}

function show(next: WalkthroughView, at: number): void {
  const changedFile = view?.fileName !== next.fileName;
  view = next;
  // Kept in the state so that the panel, restored after a reload, reopens the same file.
  uri = next.uri;
  step = Math.max(0, Math.min(at, next.walk.steps.length - 1));
  render(changedFile);
}

/** No battle file to show (its file was closed): nothing of the last one stays on the page. */
function showEmpty(empty: EmptyView): void {
  view = undefined;
  uri = '';
  step = 0;
  root.replaceChildren(el('p', { className: 'empty', text: empty.text }));
  vscode.setState({ uri, step });
  vscode.postMessage({ type: 'rendered', step: 0, steps: 0 });
}

window.addEventListener('message', (event: MessageEvent<unknown>) => {
  const message = event.data;
  // Only the host's messages of the expected shape are acted on (issue 19).
  if (!isBattleHostMessage(message)) return;
  if (message.type === 'walkthrough') {
    show(message.view, message.step);
  } else if (message.type === 'empty') {
    showEmpty(message.view);
  } else if (message.type === 'reveal') {
    go(message.step);
    document.getElementById('step-title')?.focus();
    if (message.part) document.getElementById(message.part === 'after' ? 'h-after' : 'h-opening')?.scrollIntoView({ block: 'start' });
  } else if (message.type === 'probe') {
    vscode.postMessage({ type: 'probeResult', result: probe() });
  }
});

window.addEventListener('keydown', (event) => {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const target = event.target as HTMLElement | null;
  if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA')) return;
  const moves: Record<string, () => number> = {
    ArrowLeft: () => step - 1,
    ArrowRight: () => step + 1,
    PageUp: () => step - 1,
    PageDown: () => step + 1,
    Home: () => 0,
    End: () => (view?.walk.steps.length ?? 1) - 1,
  };
  const move = moves[event.key];
  if (move) {
    event.preventDefault();
    go(move());
  }
});

// The host sets the page with the first step's data in it: drawn now, with no round trip.
const initial = document.getElementById('initial-view')?.textContent;
if (initial) {
  const data = JSON.parse(initial) as unknown;
  const message = typeof data === 'object' && data !== null && 'empty' in data ? { type: 'empty', view: data.empty } : { type: 'walkthrough', ...(data as object) };
  if (isBattleHostMessage(message)) {
    if (message.type === 'empty') showEmpty(message.view);
    else if (message.type === 'walkthrough') show(message.view, message.step);
  }
}
vscode.postMessage({ type: 'ready' });
