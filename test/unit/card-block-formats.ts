// Whole cards as writers paste them, in the copy formats people use: a card database page, a
// wiki, the official database, a deck builder, a chat bot, a card maker. The cards and their
// texts are invented. Each block is read as its bare text with the right kind would be:
// test/unit/card-block.test.ts (core and CLI) and test/vscode/commands.test.ts (the editor).

export type PasteStyle = 'official database' | 'wiki' | 'card database' | 'deck builder' | 'chat bot' | 'card maker';

export interface PastedCard {
  title: string;
  style: PasteStyle;
  block: string;
  /** What the block says the card is; `kind` is the `--kind` label its bare text needs. */
  name: string;
  kind: string;
  stats: { attribute?: string; level?: number; rank?: number; link?: number; scale?: number; atk?: number | '?'; def?: number | '?' };
  /** The card text alone. */
  text: string;
  /** The eight formats issue 21 was filed with. */
  issue?: true;
}

const QUICK_DAMAGE =
  "During damage calculation, if this card battles an opponent's monster (Quick Effect): You can send 1 card from your hand to the GY; this card gains 600 ATK until the end of this turn.";
const BATTLE_GY = 'If this card is destroyed by battle and sent to the GY: You can add 1 Level 4 or lower monster from your Deck to your hand.';
const FLIP_BOUNCE = 'FLIP: Target 1 card your opponent controls; return it to the hand.';
const ATTACK_TRAP = "When an opponent's monster declares an attack: Target that attacking monster; destroy it.";
const QUICK_PLAY = 'Target 1 face-up monster on the field; it gains 700 ATK until the end of this turn.';
const COUNTER = 'When a monster effect is activated: Negate the activation, and if you do, destroy that card.';
const CONT_TRAP = 'Each time a monster you control is destroyed by battle, inflict 300 damage to your opponent.';
const CONT_SPELL = 'All monsters you control gain 200 ATK.';
const NORMAL_SPELL = 'Draw 2 cards, then discard 1 card.';
const EQUIP = 'Equip only to a monster you control. It gains 500 ATK. If the equipped monster battles, your opponent takes no effect damage this turn.';
const FLAVOR = 'A lantern-bearing sentinel who guards the mountain pass at dusk, waiting for travellers who never arrive.';
const DAMAGE_SUMMON = 'If this card is Normal Summoned: You can target 1 monster in your GY; add it to your hand.';
const XYZ_TEXT = '2 Level 4 monsters\nOnce per turn, during damage calculation (Quick Effect): You can detach 1 material from this card; this card gains 1000 ATK until the end of this turn.';
const LINK_TEXT = "2 Effect Monsters\nDuring damage calculation, if a monster this card points to battles an opponent's monster (Quick Effect): You can make that monster gain 800 ATK.";
const SYNCHRO_TEXT = "1 Tuner + 1+ non-Tuner monsters\nWhen this card destroys an opponent's monster by battle: You can draw 1 card.";
const PENDULUM_TEXT =
  '[ Pendulum Effect ]\nOnce per turn: You can target 1 face-up monster you control; it gains 300 ATK until the end of this turn.\n[ Monster Effect ]\nIf this card is destroyed by battle: You can place it in your Pendulum Zone.';
// A first line that heads its bullets with a colon is the text's, not a chat's "Here is the card:".
const COIN_TEXT = 'When this card is Summoned, toss a coin:\n● Heads: This card gains 500 ATK.\n● Tails: This card loses 500 ATK.';
// And one whose first line ends its cost on a semicolon before the bullets.
const SEMICOLON_TEXT = 'Discard 1 card, then activate 1 of these effects;\n● Draw 1 card.\n● Target 1 face-up monster on the field; it gains 500 ATK until the end of this turn.';
const QUICK_HAND = "During damage calculation, if your opponent's monster attacks (Quick Effect): You can discard this card; you take no battle damage from that battle.";

export const PASTED_CARDS: readonly PastedCard[] = [
  // The eight formats the issue was filed with.
  {
    title: 'an attribute / Level line above a bracketed type line',
    style: 'card database',
    block: `Dusk Lantern Witch\nLIGHT / Level 4\n[Spellcaster / Effect]\n${QUICK_DAMAGE}\nATK/1600 DEF/1000`,
    name: 'Dusk Lantern Witch',
    kind: 'Effect Monster',
    stats: { attribute: 'LIGHT', level: 4, atk: 1600, def: 1000 },
    text: QUICK_DAMAGE,
    issue: true,
  },
  {
    title: 'FIRE ★4 above an unbracketed type line',
    style: 'card maker',
    block: `Cinder Hound of the Vale\nFIRE ★4\nPyro/Effect\n${BATTLE_GY}\nATK 1500 / DEF 800`,
    name: 'Cinder Hound of the Vale',
    kind: 'Effect Monster',
    stats: { attribute: 'FIRE', level: 4, atk: 1500, def: 800 },
    text: BATTLE_GY,
    issue: true,
  },
  {
    title: "the official database's one-line header",
    style: 'official database',
    block: `Mire Crawler\nDARK Level 3 [Insect/Flip/Effect] ATK 900 DEF 1300\n${FLIP_BOUNCE}`,
    name: 'Mire Crawler',
    kind: 'Flip Effect Monster',
    stats: { attribute: 'DARK', level: 3, atk: 900, def: 1300 },
    text: FLIP_BOUNCE,
    issue: true,
  },
  {
    title: 'Trap Card / Normal',
    style: 'deck builder',
    block: `Ashen Toll\nTrap Card / Normal\n${ATTACK_TRAP}`,
    name: 'Ashen Toll',
    kind: 'Normal Trap',
    stats: {},
    text: ATTACK_TRAP,
    issue: true,
  },
  {
    title: 'ATK/DEF after the text',
    style: 'card maker',
    block: `Gravel Sentry\nEARTH\nLevel 4\n[Rock / Effect]\n${DAMAGE_SUMMON}\nATK/1200 DEF/800`,
    name: 'Gravel Sentry',
    kind: 'Effect Monster',
    stats: { attribute: 'EARTH', level: 4, atk: 1200, def: 800 },
    text: DAMAGE_SUMMON,
    issue: true,
  },
  {
    title: 'Effect Monster with stats before the text',
    style: 'deck builder',
    block: `Puffcloud Warden\nEffect Monster\nATK 300 / DEF 200\n${QUICK_HAND}`,
    name: 'Puffcloud Warden',
    kind: 'Effect Monster',
    stats: { atk: 300, def: 200 },
    text: QUICK_HAND,
    issue: true,
  },
  {
    title: 'Quick-Play Spell Card',
    style: 'deck builder',
    block: `Lanternlight Ambush\nQuick-Play Spell Card\n${QUICK_PLAY}`,
    name: 'Lanternlight Ambush',
    kind: 'Quick-Play Spell',
    stats: {},
    text: QUICK_PLAY,
    issue: true,
  },
  {
    title: 'Counter Trap',
    style: 'deck builder',
    block: `Hush of the Bell\nCounter Trap\n${COUNTER}`,
    name: 'Hush of the Bell',
    kind: 'Counter Trap',
    stats: {},
    text: COUNTER,
    issue: true,
  },
  // The official database.
  {
    title: 'attribute, Level and type on lines of their own, spaced brackets',
    style: 'official database',
    block: `Vesper Owl Knight\nWIND\nLevel 4\n[ Winged Beast / Effect ]\nATK 1700 DEF 1100\n${QUICK_DAMAGE}`,
    name: 'Vesper Owl Knight',
    kind: 'Effect Monster',
    stats: { attribute: 'WIND', level: 4, atk: 1700, def: 1100 },
    text: QUICK_DAMAGE,
  },
  {
    title: 'a SPELL icon line and its property',
    style: 'official database',
    block: `Tidebreak Rally\nSPELL\nQuick-Play\n${QUICK_PLAY}`,
    name: 'Tidebreak Rally',
    kind: 'Quick-Play Spell',
    stats: {},
    text: QUICK_PLAY,
  },
  {
    title: 'a TRAP line and Continuous in brackets',
    style: 'official database',
    block: `Ember Tithe\nTRAP\n[ Continuous ]\n${CONT_TRAP}`,
    name: 'Ember Tithe',
    kind: 'Continuous Trap',
    stats: {},
    text: CONT_TRAP,
  },
  {
    title: 'a Pendulum monster with its two boxes',
    style: 'official database',
    block: `Tidecall Harmonist\nWATER\nLevel 4\nPendulum Scale 5\n[ Spellcaster / Pendulum / Effect ]\nATK 1400 DEF 1600\n${PENDULUM_TEXT}`,
    name: 'Tidecall Harmonist',
    kind: 'Pendulum Effect Monster',
    stats: { attribute: 'WATER', level: 4, scale: 5, atk: 1400, def: 1600 },
    text: PENDULUM_TEXT,
  },
  {
    title: 'an Xyz monster with its Rank and materials',
    style: 'official database',
    block: `Brass Gearwright\nEARTH Rank 4 [Machine/Xyz/Effect] ATK 2100 DEF 1800\n${XYZ_TEXT}`,
    name: 'Brass Gearwright',
    kind: 'XYZ Monster',
    stats: { attribute: 'EARTH', rank: 4, atk: 2100, def: 1800 },
    text: XYZ_TEXT,
  },
  // Wikis.
  {
    title: 'labelled lines with colons',
    style: 'wiki',
    block: `Dusk Lantern Witch\nAttribute: LIGHT\nTypes: Spellcaster / Effect\nLevel: 4\nATK / DEF: 1600 / 1000\nPasscode: 40112233\nCard text: ${QUICK_DAMAGE}`,
    name: 'Dusk Lantern Witch',
    kind: 'Effect Monster',
    stats: { attribute: 'LIGHT', level: 4, atk: 1600, def: 1000 },
    text: QUICK_DAMAGE,
  },
  {
    title: 'tab-separated labels, as a copied table',
    style: 'wiki',
    block: `Cinder Hound of the Vale\nAttribute\tFIRE\nTypes\tPyro / Effect\nLevel\t4\nATK / DEF\t1500 / 800\nPasscode\t51234567\n${BATTLE_GY}`,
    name: 'Cinder Hound of the Vale',
    kind: 'Effect Monster',
    stats: { attribute: 'FIRE', level: 4, atk: 1500, def: 800 },
    text: BATTLE_GY,
  },
  {
    title: 'Card type and Property of a Trap',
    style: 'wiki',
    block: `Ember Tithe\nCard type: Trap\nProperty: Continuous\nPasscode: 77665544\n${CONT_TRAP}`,
    name: 'Ember Tithe',
    kind: 'Continuous Trap',
    stats: {},
    text: CONT_TRAP,
  },
  {
    title: 'Card type and Property of a Spell',
    style: 'wiki',
    block: `Banner of the Long Road\nCard type: Spell\nProperty: Equip\n${EQUIP}`,
    name: 'Banner of the Long Road',
    kind: 'Equip Spell',
    stats: {},
    text: EQUIP,
  },
  {
    title: 'a Link monster with Link Rating and arrows',
    style: 'wiki',
    block: `Relay Pointer\nAttribute: DARK\nTypes: Cyberse / Link / Effect\nLink Rating: 2\nATK: 1500\nLink Arrows: Bottom-Left, Bottom-Right\n${LINK_TEXT}`,
    name: 'Relay Pointer',
    kind: 'Link Monster',
    stats: { attribute: 'DARK', link: 2, atk: 1500 },
    text: LINK_TEXT,
  },
  {
    title: 'a Normal monster with its flavour text',
    style: 'wiki',
    block: `Pass Warden\nAttribute: EARTH\nTypes: Warrior / Normal\nLevel: 3\nATK / DEF: 1300 / 1000\n${FLAVOR}`,
    name: 'Pass Warden',
    kind: 'Normal Monster',
    stats: { attribute: 'EARTH', level: 3, atk: 1300, def: 1000 },
    text: FLAVOR,
  },
  // Card databases.
  {
    title: 'a frame line, a bracketed type line and stats',
    style: 'card database',
    block: `Vesper Owl Knight\nEffect Monster\n[ Winged Beast / Effect ]\nWIND / Level 4\nATK/1700 DEF/1100\n${QUICK_DAMAGE}\nASDW-EN012 Super Rare`,
    name: 'Vesper Owl Knight',
    kind: 'Effect Monster',
    stats: { attribute: 'WIND', level: 4, atk: 1700, def: 1100 },
    text: QUICK_DAMAGE,
  },
  {
    title: 'a Link monster: LINK-2 ATK 1500',
    style: 'card database',
    block: `Relay Pointer\nLink Monster\nDARK\n[Cyberse/Link/Effect]\nLINK-2 ATK 1500\n${LINK_TEXT}`,
    name: 'Relay Pointer',
    kind: 'Link Monster',
    stats: { attribute: 'DARK', link: 2, atk: 1500 },
    text: LINK_TEXT,
  },
  {
    title: 'a Synchro monster and its materials, banlist status and set code',
    style: 'card database',
    block: `Crownfire Lancer\nSynchro Monster\nFIRE / Level 7\n[Warrior/Synchro/Effect]\n${SYNCHRO_TEXT}\nATK/2500 DEF/2000\nLimited\nCRWN-EN041`,
    name: 'Crownfire Lancer',
    kind: 'Synchro Monster',
    stats: { attribute: 'FIRE', level: 7, atk: 2500, def: 2000 },
    text: SYNCHRO_TEXT,
  },
  {
    title: 'an unknown ATK',
    style: 'card database',
    block: `Hollow Mimic\nDARK Level 4 [Fiend/Effect]\nATK: ? DEF: 0\n${QUICK_HAND}`,
    name: 'Hollow Mimic',
    kind: 'Effect Monster',
    stats: { attribute: 'DARK', level: 4, atk: '?', def: 0 },
    text: QUICK_HAND,
  },
  // Deck builders.
  {
    title: 'Spell Card / Quick-Play with a rarity',
    style: 'deck builder',
    block: `Lanternlight Ambush\nSpell Card / Quick-Play\nUltra Rare\n${QUICK_PLAY}`,
    name: 'Lanternlight Ambush',
    kind: 'Quick-Play Spell',
    stats: {},
    text: QUICK_PLAY,
  },
  {
    title: 'Normal Trap with a set code and status',
    style: 'deck builder',
    block: `Ashen Toll\nNormal Trap\nLNTR-EN063 · Common\nSemi-Limited\n${ATTACK_TRAP}`,
    name: 'Ashen Toll',
    kind: 'Normal Trap',
    stats: {},
    text: ATTACK_TRAP,
  },
  {
    title: 'bare 1200 / 800 stats and a frame line',
    style: 'deck builder',
    block: `Gravel Sentry\nEffect Monster\nEARTH · LV4 · Rock\n1200 / 800\n${DAMAGE_SUMMON}`,
    name: 'Gravel Sentry',
    kind: 'Effect Monster',
    stats: { attribute: 'EARTH', level: 4, atk: 1200, def: 800 },
    text: DAMAGE_SUMMON,
  },
  {
    title: 'Continuous Spell Card',
    style: 'deck builder',
    block: `Hearth of the Company\nContinuous Spell Card\n${CONT_SPELL}`,
    name: 'Hearth of the Company',
    kind: 'Continuous Spell',
    stats: {},
    text: CONT_SPELL,
  },
  {
    title: 'Normal Spell with a passcode',
    style: 'deck builder',
    block: `Windfall Letter\nNormal Spell\n#31415926\n${NORMAL_SPELL}`,
    name: 'Windfall Letter',
    kind: 'Normal Spell',
    stats: {},
    text: NORMAL_SPELL,
  },
  // Chat bots.
  {
    title: 'a bold name and bulleted bold labels',
    style: 'chat bot',
    block: `**Dusk Lantern Witch**\n- **Attribute**: LIGHT\n- **Type**: Spellcaster / Effect\n- **Level**: 4\n- **ATK/DEF**: 1600 / 1000\n- **Effect**: ${QUICK_DAMAGE}`,
    name: 'Dusk Lantern Witch',
    kind: 'Effect Monster',
    stats: { attribute: 'LIGHT', level: 4, atk: 1600, def: 1000 },
    text: QUICK_DAMAGE,
  },
  {
    title: 'a heading and labels bold with their colons',
    style: 'chat bot',
    block: `### Ember Tithe\n**Card Type:** Trap\n**Property:** Continuous\n**Effect:**\n${CONT_TRAP}`,
    name: 'Ember Tithe',
    kind: 'Continuous Trap',
    stats: {},
    text: CONT_TRAP,
  },
  {
    title: 'a card in a code fence',
    style: 'chat bot',
    block: `Here is the card:\n\`\`\`\nMire Crawler\nDARK / Level 3\n[Insect / Flip / Effect]\nATK/900 DEF/1300\n${FLIP_BOUNCE}\n\`\`\``,
    name: 'Mire Crawler',
    kind: 'Flip Effect Monster',
    stats: { attribute: 'DARK', level: 3, atk: 900, def: 1300 },
    text: FLIP_BOUNCE,
  },
  {
    title: 'a card whose text opens with a line ending on a colon',
    style: 'chat bot',
    block: `Here is the card:\n\`\`\`\nCoin Oracle\nLIGHT / Level 4\n[Fairy / Effect]\nATK/1000 DEF/1000\n${COIN_TEXT}\n\`\`\``,
    name: 'Coin Oracle',
    kind: 'Effect Monster',
    stats: { attribute: 'LIGHT', level: 4, atk: 1000, def: 1000 },
    text: COIN_TEXT,
  },
  {
    title: 'a card whose text opens with a line ending on a semicolon',
    style: 'chat bot',
    block: `### Split Choice\n**Card Type:** Spell\n**Property:** Quick-Play\n**Effect:**\n${SEMICOLON_TEXT}`,
    name: 'Split Choice',
    kind: 'Quick-Play Spell',
    stats: {},
    text: SEMICOLON_TEXT,
  },
  {
    title: 'labels on one line separated by bars',
    style: 'chat bot',
    block: `**Puffcloud Warden**\n**Attribute:** LIGHT | **Level:** 1 | **Type:** Fairy / Effect\n**ATK:** 300 | **DEF:** 200\n${QUICK_HAND}`,
    name: 'Puffcloud Warden',
    kind: 'Effect Monster',
    stats: { attribute: 'LIGHT', level: 1, atk: 300, def: 200 },
    text: QUICK_HAND,
  },
  {
    title: 'Pendulum boxes as labels',
    style: 'chat bot',
    block: `**Tidecall Harmonist**\n* Attribute: WATER\n* Level: 4\n* Pendulum Scale: 5\n* Type: Spellcaster / Pendulum / Effect\n* ATK/DEF: 1400 / 1600\n\n**Pendulum Effect:** Once per turn: You can target 1 face-up monster you control; it gains 300 ATK until the end of this turn.\n**Monster Effect:** If this card is destroyed by battle: You can place it in your Pendulum Zone.`,
    name: 'Tidecall Harmonist',
    kind: 'Pendulum Effect Monster',
    stats: { attribute: 'WATER', level: 4, scale: 5, atk: 1400, def: 1600 },
    text: PENDULUM_TEXT,
  },
  // Card makers.
  {
    title: 'a row of stars, a copyright line and a set code',
    style: 'card maker',
    block: `Hollow Bell Fiend\nDARK ★★★★\n[Fiend/Effect]\n${QUICK_HAND}\nATK/1800 DEF/1200\nLNTR-EN001\n© 2026 Lantern Forge Studio`,
    name: 'Hollow Bell Fiend',
    kind: 'Effect Monster',
    stats: { attribute: 'DARK', level: 4, atk: 1800, def: 1200 },
    text: QUICK_HAND,
  },
  {
    title: 'a quoted name, a Rank line and a maker credit',
    style: 'card maker',
    block: `"Brass Gearwright"\nEARTH\nRank 4\n[Machine / Xyz / Effect]\n${XYZ_TEXT}\nATK 2100 / DEF 1800\nMade with Ember Card Maker`,
    name: 'Brass Gearwright',
    kind: 'XYZ Monster',
    stats: { attribute: 'EARTH', rank: 4, atk: 2100, def: 1800 },
    text: XYZ_TEXT,
  },
  {
    title: 'a Trap with its type line after the name and the text wrapped',
    style: 'card maker',
    block: `Hush of the Bell\n[Counter Trap Card]\nWhen a monster effect is activated: Negate the activation,\nand if you do, destroy that card.`,
    name: 'Hush of the Bell',
    kind: 'Counter Trap',
    stats: {},
    text: 'When a monster effect is activated: Negate the activation,\nand if you do, destroy that card.',
  },
  {
    title: 'a Markdown table of fields',
    style: 'chat bot',
    block: `Sure! Here's the card you asked for:\n\n| Field | Value |\n|---|---|\n| Name | Vesper Owl Knight |\n| Attribute | WIND |\n| Type | Winged Beast / Effect |\n| Level | 4 |\n| ATK / DEF | 1700 / 1100 |\n| Effect | ${QUICK_DAMAGE} |`,
    name: 'Vesper Owl Knight',
    kind: 'Effect Monster',
    stats: { attribute: 'WIND', level: 4, atk: 1700, def: 1100 },
    text: QUICK_DAMAGE,
  },
  {
    title: 'emoji before the labels',
    style: 'chat bot',
    block: `🃏 **Gravel Sentry**\n🌍 **Attribute:** EARTH\n⭐ **Level:** 4\n🪨 **Type:** Rock / Effect\n⚔️ **ATK/DEF:** 1200/800\n📜 **Effect:** ${DAMAGE_SUMMON}`,
    name: 'Gravel Sentry',
    kind: 'Effect Monster',
    stats: { attribute: 'EARTH', level: 4, atk: 1200, def: 800 },
    text: DAMAGE_SUMMON,
  },
  {
    title: 'stats written number first, fields on one line',
    style: 'deck builder',
    block: `Dusk Lantern Witch\nEffect Monster\nLIGHT | Spellcaster | Level 4\n1600 ATK / 1000 DEF\n${QUICK_DAMAGE}`,
    name: 'Dusk Lantern Witch',
    kind: 'Effect Monster',
    stats: { attribute: 'LIGHT', level: 4, atk: 1600, def: 1000 },
    text: QUICK_DAMAGE,
  },
  {
    title: 'a copied table with its other-language and effect-type rows',
    style: 'wiki',
    block: `Hollow Bell Fiend\nEnglish\tHollow Bell Fiend\nJapanese\tうつろがねの悪魔\nCard type\tMonster\nAttribute\tDARK\nTypes\tFiend / Effect\nLevel\t4 ★★★★\nATK / DEF\t1,800 / 1,200\nPassword\t20261201\nEffect types\tQuick Effect\nStatus\tUnlimited\nCard text\n${QUICK_HAND}`,
    name: 'Hollow Bell Fiend',
    kind: 'Effect Monster',
    stats: { attribute: 'DARK', level: 4, atk: 1800, def: 1200 },
    text: QUICK_HAND,
  },
  {
    title: "a card page's labelled fields",
    style: 'card database',
    block: `Cinder Hound of the Vale\nCard Type: Effect Monster\nType: Pyro\nAttribute: FIRE\nLevel: 4\nATK: 1500  DEF: 800\nArchetype: Cinder\nDescription: ${BATTLE_GY}`,
    name: 'Cinder Hound of the Vale',
    kind: 'Effect Monster',
    stats: { attribute: 'FIRE', level: 4, atk: 1500, def: 800 },
    text: BATTLE_GY,
  },
  {
    title: 'a Link monster with no DEF',
    style: 'card database',
    block: `Relay Pointer\n[ Cyberse / Link / Effect ]\nDARK LINK-2\nATK/1500 DEF/—\n${LINK_TEXT}`,
    name: 'Relay Pointer',
    kind: 'Link Monster',
    stats: { attribute: 'DARK', link: 2, atk: 1500 },
    text: LINK_TEXT,
  },
  {
    title: 'several labelled fields on one line',
    style: 'official database',
    block: `Hollow Mimic\nAttribute: DARK Level: 4 Type: Fiend/Effect\nATK: 0 DEF: 0\n${QUICK_HAND}`,
    name: 'Hollow Mimic',
    kind: 'Effect Monster',
    stats: { attribute: 'DARK', level: 4, atk: 0, def: 0 },
    text: QUICK_HAND,
  },
  {
    title: 'a text wrapped short, its first line as short as a name',
    style: 'card maker',
    block: `Puffcloud Warden\nLIGHT ★1\n[Fairy/Effect]\nDuring damage calculation, if your\nopponent's monster attacks (Quick Effect): You can discard this card; you take no battle damage from that battle.\nATK/300 DEF/200`,
    name: 'Puffcloud Warden',
    kind: 'Effect Monster',
    stats: { attribute: 'LIGHT', level: 1, atk: 300, def: 200 },
    text: "During damage calculation, if your\nopponent's monster attacks (Quick Effect): You can discard this card; you take no battle damage from that battle.",
  },
  {
    title: 'the kind on the name line',
    style: 'deck builder',
    block: `Lanternlight Ambush - Quick-Play Spell\n${QUICK_PLAY}`,
    name: 'Lanternlight Ambush',
    kind: 'Quick-Play Spell',
    stats: {},
    text: QUICK_PLAY,
  },
  {
    title: 'an older "Fiend-Type" type line',
    style: 'card database',
    block: `Hollow Bell Fiend\nLv.4 DARK Fiend-Type Effect Monster\nATK 1800 DEF 1200\n${QUICK_HAND}`,
    name: 'Hollow Bell Fiend',
    kind: 'Effect Monster',
    stats: { attribute: 'DARK', level: 4, atk: 1800, def: 1200 },
    text: QUICK_HAND,
  },
  {
    title: 'full-width slashes in the type line',
    style: 'official database',
    block: `Dusk Lantern Witch\nLIGHT\nLevel 4\n[Spellcaster／Effect]\nATK 1600 DEF 1000\n${QUICK_DAMAGE}`,
    name: 'Dusk Lantern Witch',
    kind: 'Effect Monster',
    stats: { attribute: 'LIGHT', level: 4, atk: 1600, def: 1000 },
    text: QUICK_DAMAGE,
  },
  {
    title: "a Spell/Trap's property given as its race, before its type",
    style: 'card database',
    block: `Hush of the Bell\nRace: Counter\nType: Trap Card\n${COUNTER}`,
    name: 'Hush of the Bell',
    kind: 'Counter Trap',
    stats: {},
    text: COUNTER,
  },
  {
    title: "a site's • bullets, the card's own ● bullets",
    style: 'card database',
    block: `Twin Lantern Signal\nQuick-Play Spell\nActivate 1 of these effects.\n• Target 1 face-up monster on the field; it gains 500 ATK until the end of this turn.\n• Target 1 face-up monster on the field; it loses 500 ATK until the end of this turn.`,
    name: 'Twin Lantern Signal',
    kind: 'Quick-Play Spell',
    stats: {},
    text: 'Activate 1 of these effects.\n● Target 1 face-up monster on the field; it gains 500 ATK until the end of this turn.\n● Target 1 face-up monster on the field; it loses 500 ATK until the end of this turn.',
  },
];
