import type { Citation, Source } from './types';

// The official sources the seed documents cite, identified as the seeds identify them (Konami
// card-database Q&A ids and dates, card-rulings document versions and dates, rulebook pages).
// Rule records cite these by id; `at` in a citation names the page or the card entry.

const ude = (letters: string): Source => ({
  id: `ude.card-rulings.${letters.toLowerCase()}`,
  kind: 'ude-card-rulings',
  title: `UDE Individual Card Rulings [${letters}]`,
  identifier: `archived February 2009`,
});

const konamiRulings = (id: string, title: string, date: string): Source => ({
  id: `konami.card-rulings.${id}`,
  kind: 'konami-card-rulings',
  title: `Konami, ${title} – Card Rulings`,
  date,
});

const qa = (cid: number, card: string, date?: string, suffix = ''): Source => ({
  id: `konami.db-qa.${cid}${suffix}`,
  kind: 'konami-db-qa',
  title: `Konami card database Q&A » ${card}`,
  identifier: `cid=${cid}`,
  ...(date === undefined ? {} : { date }),
  url: `https://www.db.yugioh-card.com/yugiohdb/faq_search.action?ope=4&cid=${cid}&request_locale=ja`,
});

const faq = (fid: number, question: string, date?: string): Source => ({
  id: `konami.db-faq.${fid}`,
  kind: 'konami-db-faq',
  title: `Konami card database FAQ: ${question}`,
  identifier: `fid=${fid}`,
  ...(date === undefined ? {} : { date }),
  url: `https://www.db.yugioh-card.com/yugiohdb/faq_search.action?ope=5&fid=${fid}&request_locale=ja`,
});

export const SOURCES: readonly Source[] = [
  { id: 'konami.damage-step-rules', kind: 'konami-article', title: 'Konami, "Damage Step Rules" (yugioh-card.com)', url: 'http://www.yugioh-card.com/uk/gameplay/damage.html' },
  { id: 'rulebook.v10', kind: 'rulebook', title: 'Yu-Gi-Oh! TCG Official Rulebook Version 10' },
  { id: 'prb.2017', kind: 'perfect-rulebook', title: 'Yu-Gi-Oh! OCG Perfect Rulebook 2017' },
  { id: 'konami.card-faq.rivalry-gozen', kind: 'konami-card-faq', title: 'Konami Card FAQ: "Rivalry of Warlords" & "Gozen Match"', url: 'http://www.yugioh-card.com/en/gameplay/card_faq1.html' },
  { id: 'ude.forum.reverse-of-neos', kind: 'forum-ruling', title: 'UDE forum ruling: "Infernal Dragon, Reverse of Neos"', date: '2009-09-09' },
  { id: 'edison.compendium', kind: 'edison-compendium', title: 'Edison Rules Compendium, "Damage Step Substeps"' },
  { id: 'project.card-text-reader', kind: 'project-docs', title: 'Damage Step Rulings documentation, "How card text is read" (docs/card-text-reader.md)', document: 'docs/card-text-reader.md' },
  { id: 'project.game-rules', kind: 'project-docs', title: 'Damage Step Rulings documentation, "General game rules the answers rely on" (docs/game-rules.md)', document: 'docs/game-rules.md' },
  ude('A-C'),
  ude('D-E'),
  ude('F-H'),
  ude('I-K'),
  ude('L-O'),
  ude('P-R'),
  ude('S-T'),
  ude('U-Z'),
  konamiRulings('crimson-crisis-2.0', 'Crimson Crisis (version 2.0)', '2009-02-27'),
  konamiRulings('raging-battle-1.2', 'Raging Battle (version 1.2)', '2009-05-27'),
  konamiRulings('ancient-prophecy-1.0', 'Ancient Prophecy (version 1.0)', '2009-08-11'),
  konamiRulings('stardust-overdrive-1.0', 'Stardust Overdrive Sneak Peek (version 1.0)', '2009-10-29'),
  konamiRulings('absolute-powerforce-1.0', 'Absolute Powerforce Sneak Peek (version 1.0)', '2010-02-05'),
  konamiRulings('machina-mayhem-1.0', 'Machina Mayhem Structure Deck (version 1.0)', '2010-04-06'),
  konamiRulings('shining-darkness-1.0', 'The Shining Darkness Sneak Peek (version 1.0)', '2010-04-30'),
  konamiRulings('duelist-revolution-1.0', 'Duelist Revolution Sneak Peek (version 1.0)', '2010-08-03'),
  konamiRulings('gold-series-3', 'Gold Series 3', '2010-09-09'),
  konamiRulings('starstrike-blast-1.1', 'Starstrike Blast (version 1.1)', '2010-11-16'),
  konamiRulings('storm-of-ragnarok-1.0', 'Storm of Ragnarok (version 1.0)', '2011-02-02'),
  konamiRulings('duelist-revolution-1.1', 'Duelist Revolution Sneak Peek (version 1.1)', '2011-05-12'),
  konamiRulings('extreme-victory-1.2', 'Extreme Victory (version 1.2)', '2011-05-12'),
  qa(4876, "Robbin' Goblin", '2015-10-01'),
  qa(5775, 'Desrook Archfiend', '2015-02-26'),
  qa(5970, 'Disc Fighter', '2015-03-19', '.2015'),
  qa(5970, 'Disc Fighter', '2016-02-11', '.2016'),
  qa(5986, 'Backfire', '2015-08-06'),
  qa(6067, 'Curse of Anubis', '2014-11-06'),
  qa(6092, 'Watapon', '2015-07-23'),
  qa(6494, 'Chthonian Blast', '2015-09-24'),
  qa(6594, 'Disciple of the Forbidden Spell', '2016-06-23'),
  qa(7495, 'Evil Blast', '2012-07-20'),
  qa(8055, 'Verdant Sanctuary', '2016-08-04'),
  qa(8343, 'Core Blaster', '2016-02-11'),
  qa(8980, 'Scrap Sheen', '2016-02-25'),
  qa(9355, 'Zero Force', '2012-07-20'),
  qa(9437, 'Blackwing - Jin the Rain Shadow', '2016-01-21'),
  qa(9727, 'Shark Stickers', '2012-10-03'),
  qa(10019, 'Wind-Up Shark', '2014-07-01'),
  qa(10359, 'Attack the Moon!', '2013-05-30'),
  // Read as quoted in Fluorohydride/ygopro-scripts pull request #1929 (2022); its date is not known here.
  qa(14345, 'Phantasm Emperor Trilojig'),
  qa(10436, 'Xyz Tribalrivals', '2012-11-22'),
  qa(10762, 'Vampire Grace', '2013-08-01'),
  qa(11340, 'Superheavy Samurai Kabuto', '2014-07-19'),
  qa(11638, 'U.A. Blockbacker', '2015-09-19'),
  qa(11668, 'Rocket Hand', '2015-09-19'),
  // Its date is not in the copy read (the supplement quoted in a card-script repository's review).
  { ...qa(12548, 'Number 59: Crooked Cook', ''), date: undefined },
  qa(11753, 'Statue of Anguish Pattern', '2015-02-14'),
  qa(12744, 'Fusion Parasite', '2016-10-08'),
  qa(13287, 'Altergeist Protocol', '2017-07-08'),
  qa(16271, 'Proof of Pruflas', '2021-09-25'),
  // Read in YGOResources' English translation (relayed by huntlist.eu), which gives no card id: the
  // Level-raising Trigger Effect "does not target, and can be activated during the Damage Step"; the
  // OCG card text prints "(ダメージステップでも発動可能)" after it, which the TCG text leaves out.
  {
    id: 'konami.card-faq.fa-level-raising-trigger',
    kind: 'konami-card-faq',
    title: 'Konami card database FAQ » F.A. Dark Dragster and F.A. Motorhome Transport (their Level-raising effect)',
    identifier: 'English translation by YGOResources',
  },
  // Read in YGOResources' English translation, which gives no card id: "banish ..., and if you do, this
  // card's ATK becomes ..." happen at once, and the effect may be activated until damage calculation.
  { id: 'konami.db-qa.aegaion-the-sea-castrum', kind: 'konami-db-qa', title: 'Konami card database Q&A » Aegaion the Sea Castrum', identifier: 'English translation by YGOResources' },
  faq(9497, 'Infernoid Devyaty (optional Quick Effects of a monster destroyed by battle)', '2017-03-24'),
  faq(9560, 'When is a "Malefic Blue-Eyes White Dragon" flipped face-up by battle sent to the GY while another is face-up?', '2017-03-24'),
  faq(13429, 'Can "Dark Contract with the Witch" be activated during the Damage Step?', '2014-08-09'),
  // Its date is not in the copy read (the FAQ quoted in a card-script repository's pull request): damage taken from an
  // effect resolved during damage calculation lets a "take battle or effect damage" trigger be activated.
  faq(20117, 'damage from "Destiny HERO - Dynatag" taken during damage calculation, and "Speedroid Gum Prize"'),
  faq(23936, 'After damage calculation, can a monster determined to be destroyed by battle be used as a cost?', '2023-01-14'),
];

const BY_ID = new Map(SOURCES.map((s) => [s.id, s]));

export function getSource(id: string): Source | undefined {
  return BY_ID.get(id);
}

/** "Konami card database Q&A » Core Blaster (cid=8343, 2016-02-11)" */
export function formatCitation(c: Citation): string {
  const s = BY_ID.get(c.source);
  if (!s) return c.at ? `${c.source}, ${c.at}` : c.source;
  const details = [s.identifier, s.date].filter(Boolean).join(', ');
  const head = details ? `${s.title} (${details})` : s.title;
  return c.at ? `${head}, ${c.at}` : head;
}
