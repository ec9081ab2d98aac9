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
function ruleButton(rule: string): HTMLButtonElement {
  const link = el('button', { className: 'rule', text: rule, attrs: { type: 'button', title: rule } });
  link.addEventListener('click', () => vscode.postMessage({ type: 'openRule', rule }));
  return link;
}

// A table of four columns; each cell carries its column's name so that a narrow panel can show
// the rows as stacked "name: value" lines instead of scrolling sideways (panel.css).
function fieldTable(rows: FieldRow[], v: WalkthroughView): HTMLElement {
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
  return el('table', { className: 'field' }, el('thead', {}, head), el('tbody', {}, ...body));
}

function stepSection(current: BattleStep, rows: FieldRow[], v: WalkthroughView): HTMLElement {
  const s = v.strings;
  const events =
    current.events.length === 0
      ? el('p', { text: s.noEvents })
      : el(
          'ol',
          { className: 'events' },
          // The text alone: the kind is an id for `walk --json`, kept here only as data.
          ...current.events.map((e) => el('li', { text: e.text, attrs: { 'data-kind': e.kind } })),
        );
  const lp = el('p', {
    className: 'lp',
    text: `${s.lifePoints}: ${s.you} ${current.state.lp.you} · ${s.opponent} ${current.state.lp.opponent}${current.state.damageCalculated ? ` · ${s.damageCalculated}` : ''}`,
  });
  const options =
    current.options.length === 0
      ? el('p', { text: s.noCards })
      : el(
          'ul',
          { className: 'options' },
          ...current.options.map((o) => {
            const reasons = el('ul', {}, ...o.reasons.map((r) => el('li', {}, el('span', { text: `${r.text} ` }), ruleButton(r.rule))));
            return el(
              'li',
              { className: o.canActivate ? 'yes' : 'no' },
              icon(o.canActivate ? 'pass' : 'circle-slash'),
              el('strong', { text: ` ${o.card}: ` }),
              el('span', { text: o.canActivate ? s.yes : s.no }),
              reasons,
            );
          }),
        );
  return el(
    'div',
    { className: 'step' },
    el('section', { attrs: { 'aria-labelledby': 'h-events' } }, el('h2', { text: s.events, attrs: { id: 'h-events' } }), events),
    el('section', { attrs: { 'aria-labelledby': 'h-field' } }, el('h2', { text: s.field, attrs: { id: 'h-field' } }), lp, fieldTable(rows, v)),
    el('section', { attrs: { 'aria-labelledby': 'h-options' } }, el('h2', { text: s.canActivateNow, attrs: { id: 'h-options' } }), options),
  );
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
      ...v.walk.diagnostics.map((d) =>
        el(
          'li',
          { className: d.severity },
          icon(d.severity === 'error' ? 'error' : d.severity === 'warning' ? 'warning' : 'info'),
          el('span', { text: ` ${s.line} ${d.line}: ${d.message} ` }),
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
  root.replaceChildren(header, banner, nav, list, stepSection(current, v.fields[step] ?? [], v));
  if (focusKey !== undefined) restoreFocus(focusKey);
  if (announce) live.textContent = title;
  vscode.setState({ uri, step });
  vscode.postMessage({ type: 'rendered', step, steps: steps.length });
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
    fieldRows: [...root.querySelectorAll('table.field tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent ?? '').join(' | ')),
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
