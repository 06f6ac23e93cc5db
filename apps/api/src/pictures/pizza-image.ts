/**
 * Each pizza's picture, drawn from its ingredients so that a pizza staff add to the menu gets one too.
 * Seen from above: crust, sauce, melted cheese, then every topping scattered where the pizza's own
 * seeded dice put it, so a pizza always gets the same bytes (and browsers may cache them).
 */

interface Piece {
  /** SVG drawn around (0, 0). */
  svg: string;
  /** How far the drawing reaches from (0, 0), to keep it on the cheese. */
  reach: number;
  count: number;
  /** Fresh leaves and oils go on after the oven, over everything else. */
  onTop?: boolean;
}

type Topping = { sauce: string } | { melts: true } | { piece: Piece } | { drizzle: string };

const CENTRE = 120;
const CRUST_RADIUS = 112;
const SAUCE_RADIUS = 96;
const CHEESE_RADIUS = 86;
/** Toppings are drawn at a handy size and enlarged to sit right on a 240 px pizza. */
const PIECE_SCALE = 1.4;
/** Past this many pieces, or kinds of piece, the pizza looks like a salad and the picture outgrows 6 KB. */
const PIECE_BUDGET = 40;
const MOST_KINDS_DRAWN = 8;
/** A pizza without tomato, cream or barbecue sauce shows its oiled dough. */
const BARE_DOUGH = '#f0d49b';

const piece = (svg: string, reach: number, count: number, onTop?: true): Topping => ({
  piece: { svg, reach, count, onTop },
});

const disc = (rim: string, meat: string, fleck: string, count: number) =>
  piece(
    `<circle r="9" fill="${rim}"/><circle r="7.6" fill="${meat}"/><circle cx="-3" cy="-2" r="1.3" fill="${fleck}"/>` +
      `<circle cx="3" cy="1" r="1.1" fill="${fleck}"/><circle cx="-1" cy="4.5" r=".9" fill="${fleck}"/>`,
    9,
    count,
  );

const chilliSlice = (skin: string, flesh: string) =>
  piece(
    `<circle r="3.2" fill="${flesh}" stroke="${skin}" stroke-width="1.6"/>` +
      '<circle cx="-.9" r=".7" fill="#f6f1c9"/><circle cx="1" cy=".8" r=".7" fill="#f6f1c9"/>',
    4,
    7,
  );

const chunk = (fill: string, edge: string, count: number, marks = '') =>
  piece(
    `<rect x="-6" y="-4.5" width="12" height="9" rx="2.5" fill="${fill}" stroke="${edge}" stroke-width=".8"/>${marks}`,
    8,
    count,
  );

const leaf = (fill: string, vein: string, count: number) =>
  piece(
    `<path d="M-10 0Q-1-8 10 0Q-1 8-10 0Z" fill="${fill}"/><path d="M-9 0H8" stroke="${vein}" stroke-width=".8"/>`,
    10,
    count,
    true,
  );

const blob = (fill: string, count: number, flecks = '') =>
  piece(`<path d="M-5-3Q0-7 5-3T5 3Q0 7-5 3T-5-3Z" fill="${fill}"/>${flecks}`, 7, count);

/** Keyed by what staff write on the menu. */
const TOPPINGS: Record<string, Topping> = {
  tomato: { sauce: '#c5301c' },
  cream: { sauce: '#f4ecdc' },
  'bbq sauce': { sauce: '#6a2c14' },
  mozzarella: { melts: true },
  pepperoni: disc('#9e2a1c', '#c0392b', '#8c2318', 9),
  salami: disc('#7d1a16', '#a3302a', '#efc6b5', 8),
  prosciutto: piece(
    '<path d="M-9-4Q-4-8 1-5T10-3Q8 1 10 5Q4 8-1 5T-10 4Q-8 0-9-4Z" fill="#d4707a"/><path d="M-7-2Q-2-5 2-2T8 0M-7 2Q-2 0 2 3" stroke="#f3c1c5" fill="none"/>',
    11,
    5,
  ),
  ham: chunk('#e8939a', '#d2737b', 8, '<path d="M-5-3H5" stroke="#f8d0d0" stroke-width="1.4"/>'),
  chicken: chunk('#e3b176', '#c98f4f', 8),
  tikka: chunk('#c9541f', '#9a3a12', 8, '<path d="M-4-2l4 4M0-3l4 4" stroke="#6e260b"/>'),
  sekuwa: chunk('#6d3418', '#4a200c', 8, '<path d="M-3-4v8M1-4v8M5-4v8" stroke="#2e1206" stroke-width="1.2"/>'),
  paneer: piece('<rect x="-5" y="-5" width="10" height="10" rx="1.5" fill="#f8f1df" stroke="#d9a75a" stroke-width="1.2"/>', 7.5, 8),
  momo: piece(
    '<circle r="7" fill="#f3e7cf" stroke="#d3bd93"/><path d="M0-6v4M-4-4.5l2.5 3M4-4.5l-2.5 3" stroke="#c9b283" stroke-linecap="round"/>',
    7.5,
    6,
  ),
  mushroom: piece(
    '<path d="M-7 1C-7-7 7-7 7 1Z" fill="#d9b98e" stroke="#8d6a45" stroke-width=".8"/><path d="M-2.4 1v5.5h4.8V1" fill="#ecd8b6" stroke="#8d6a45" stroke-width=".8"/>',
    8,
    7,
  ),
  olive: piece('<circle r="4" fill="none" stroke="#262626" stroke-width="2.8"/><path d="M-2-3.4a4 4 0 0 1 4 0" stroke="#777" fill="none"/>', 5.5, 8),
  onion: piece(
    '<path d="M-8 2a8 8 0 0 1 16 0" fill="none" stroke="#a15c9f" stroke-width="2.4" stroke-linecap="round"/><path d="M-8 2a8 8 0 0 1 16 0" fill="none" stroke="#f0dcee" stroke-width=".7"/>',
    9,
    6,
  ),
  'spring onion': piece('<circle r="2.6" fill="#e4f3c8" stroke="#6fb43f" stroke-width="1.5"/>', 3.5, 10, true),
  capsicum: piece(
    '<path d="M-8 1Q0-5 8 1" fill="none" stroke="#2f8a3a" stroke-width="3.4" stroke-linecap="round"/><path d="M-6 0Q0-4 6 0" fill="none" stroke="#62bd70"/>',
    9,
    6,
  ),
  'green chilli': chilliSlice('#3a9a2f', '#d9ecb0'),
  'red chilli': chilliSlice('#d3261b', '#f3b09a'),
  pineapple: piece('<path d="M-6-4H6L4 5H-4Z" fill="#f6cf3a" stroke="#dca21a" stroke-width=".8"/><path d="M-3-4l2 9M2-4l-1 9" stroke="#e7b626" stroke-width=".7"/>', 7.5, 8),
  sweetcorn: piece('<ellipse rx="2.6" ry="2.1" fill="#f7c928" stroke="#dba300" stroke-width=".6"/>', 3, 16),
  artichoke: piece(
    '<ellipse rx="3" ry="7" fill="#8a9a48" transform="rotate(-28)"/><ellipse rx="3" ry="7" fill="#8a9a48" transform="rotate(28)"/><ellipse rx="3" ry="7" fill="#b3bd6e"/>',
    8,
    5,
  ),
  walnut: piece(
    '<path d="M0-6C-8-6-8 6 0 6C8 6 8-6 0-6Z" fill="#8b5a2b"/><path d="M0-6V6M-4-2q2 2 0 4M4-2q-2 2 0 4" stroke="#5b3716" fill="none"/>',
    7,
    6,
  ),
  garlic: piece('<ellipse rx="3.6" ry="2" fill="#f6eed6" stroke="#d8c697" stroke-width=".6"/>', 4, 8),
  oregano: piece('<path d="M-1.5-1l3 2" stroke="#4e6b2a" stroke-width="1.4" stroke-linecap="round"/>', 2, 18),
  'timur pepper': piece('<circle r="1.8" fill="#5a2a1c"/><circle cx="-.6" cy="-.6" r=".6" fill="#a56a52"/>', 2, 14),
  'timur chutney': blob('#c4622d', 6),
  basil: leaf('#43933a', '#2a6425', 5),
  spinach: leaf('#2e6b30', '#1d4a1f', 6),
  rocket: piece(
    '<path d="M-11 0Q-9-2-7-1Q-6-4-3-2Q-2-5 1-2Q2-5 5-2Q7-4 11 0Q7 4 5 2Q2 5 1 2Q-2 5-3 2Q-6 4-7 1Q-9 2-11 0Z" fill="#4f8a2b"/><path d="M-10 0H9" stroke="#36661a" stroke-width=".7"/>',
    10,
    7,
    true,
  ),
  coriander: piece(
    '<circle cx="-3" r="2.6" fill="#5aa545"/><circle cx="2" cy="-2" r="2.6" fill="#4f9a3c"/><circle cx="1.5" cy="2.5" r="2.4" fill="#63ad4d"/>',
    5.5,
    6,
    true,
  ),
  gorgonzola: blob('#f1f2ea', 7, '<g fill="#5b7f8f"><circle cx="-2" cy="-1" r="1.2"/><circle cx="1.5" cy="1.5" r=".9"/><circle cx="2" cy="-2" r=".6"/></g>'),
  ricotta: blob('#fffdf6', 6, '<path d="M-3 1Q0 3 3 1" stroke="#e6dec8" fill="none"/>'),
  parmesan: piece('<path d="M-5-1L4-3 5 1-4 2Z" fill="#f4e3a1" stroke="#e2cb7c" stroke-width=".5"/>', 5.5, 8, true),
  cheese: piece('<rect x="-5" y="-4" width="10" height="8" rx="2" fill="#fbf3dc" stroke="#e3cf9d" stroke-width=".8"/>', 6.5, 7),
  'truffle oil': piece('<ellipse rx="2.8" ry="1.5" fill="#4a3526" opacity=".8"/>', 3, 10, true),
  'olive oil': piece('<ellipse rx="6" ry="3.5" fill="#e8d65c" opacity=".35"/>', 6.5, 5, true),
  honey: { drizzle: '#e3a21a' },
};

const TOPPING_BY_NAME = new Map(Object.entries(TOPPINGS));

/** 'olives' may be 'olives', 'olive' or 'oliv'; 'chillies' may be 'chilli'. */
const spellings = (phrase: string) => [phrase, phrase.replace(/s$/, ''), phrase.replace(/es$/, '')];

/**
 * The topping an ingredient names, or null if we cannot draw it. Read from the last word back, because
 * that is the thing itself: 'chicken momo' is a momo, 'spicy salami' a salami, 'olive oil' no olive.
 */
export function recognisedTopping(ingredient: string): string | null {
  const words = ingredient.toLowerCase().split(/\s+/).filter(Boolean);
  for (let end = words.length; end > 0; end--) {
    for (const start of [end - 2, end - 1]) {
      if (start < 0) continue;
      const name = spellings(words.slice(start, end).join(' ')).find((spelling) => TOPPING_BY_NAME.has(spelling));
      if (name) return name;
    }
  }
  return null;
}

/** FNV-1a: a stable number from a name, to seed the dice and colour the toppings we do not know. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 0x01000193);
  return value >>> 0;
}

/** Mulberry32: a small seeded generator of numbers in [0, 1). */
function dice(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function unknownTopping(ingredient: string): Topping {
  const hue = hash(ingredient) % 360;
  return blob(`hsl(${hue} 55% 48%)`, 7);
}

function toppingFor(ingredient: string): Topping {
  const name = recognisedTopping(ingredient);
  return name === null ? unknownTopping(ingredient) : TOPPING_BY_NAME.get(name)!;
}

/** A point on the pizza at most `radius` from its centre, spread evenly over the area. */
function pointWithin(roll: () => number, radius: number): [number, number] {
  const distance = Math.sqrt(roll()) * radius;
  const angle = roll() * 2 * Math.PI;
  return [CENTRE + distance * Math.cos(angle), CENTRE + distance * Math.sin(angle)];
}

interface Placed {
  x: number;
  y: number;
  reach: number;
}

/**
 * Where each piece goes: the best of a few seeded tries, the one with most room around it, so toppings
 * spread over the whole pizza instead of clumping.
 */
function scatter(roll: () => number, count: number, reach: number, placed: Placed[]): Placed[] {
  const mine: Placed[] = [];
  for (let n = 0; n < count; n++) {
    let best: Placed | null = null;
    let bestRoom = -Infinity;
    for (let attempt = 0; attempt < 10; attempt++) {
      const [x, y] = pointWithin(roll, CHEESE_RADIUS - reach - 2);
      const room = Math.min(...placed.map((other) => Math.hypot(other.x - x, other.y - y) - other.reach - reach));
      if (room > bestRoom) {
        best = { x, y, reach };
        bestRoom = room;
      }
    }
    placed.push(best!);
    mine.push(best!);
  }
  return mine;
}

type Point = readonly [number, number];

/** Whole pixels: anything finer is invisible at 240 px, and costs bytes. */
const at = ([x, y]: Point) => `${Math.round(x)} ${Math.round(y)}`;
const between = ([ax, ay]: Point, [bx, by]: Point): Point => [(ax + bx) / 2, (ay + by) / 2];

/** A curve that bends towards each point in turn without passing it, so it never leaves their hull. */
function smoothCurve(points: readonly Point[], closed: boolean): string {
  if (closed) {
    const next = (i: number) => points[(i + 1) % points.length]!;
    return `M${at(between(points.at(-1)!, points[0]!))}${points.map((point, i) => `Q${at(point)} ${at(between(point, next(i)))}`).join('')}Z`;
  }
  const bends = points.slice(1, -1);
  const ends = bends.map((point, i) => (i === bends.length - 1 ? points.at(-1)! : between(point, points[i + 2]!)));
  return `M${at(points[0]!)}${bends.map((point, i) => `Q${at(point)} ${at(ends[i]!)}`).join('')}`;
}

/** A wavy line of honey from the west of the pizza to the east. */
function drizzleLine(roll: () => number): string {
  const points = Array.from({ length: 7 }, (_, i): Point => {
    const x = -66 + i * 22;
    const room = Math.sqrt(72 * 72 - x * x);
    return [CENTRE + x, CENTRE + (roll() * 2 - 1) * room * 0.8];
  });
  return smoothCurve(points, false);
}

/** A round, slightly uneven sheet of melted cheese, with a few browned blisters. */
function meltedCheese(roll: () => number): string {
  const corners = 20;
  const edge = Array.from({ length: corners }, (_, i): Point => {
    const angle = (i / corners) * 2 * Math.PI;
    const radius = CHEESE_RADIUS + 2 - roll() * 6;
    return [CENTRE + radius * Math.cos(angle), CENTRE + radius * Math.sin(angle)];
  });
  const blisters = Array.from({ length: 10 }, () => {
    const [x, y] = pointWithin(roll, CHEESE_RADIUS - 10);
    return `<ellipse cx="${Math.round(x)}" cy="${Math.round(y)}" rx="${Math.round(3 + roll() * 4)}" ry="${Math.round(2 + roll() * 3)}"/>`;
  });
  return (
    `<path d="${smoothCurve(edge, true)}" fill="url(#cheese)"/>` +
    `<g fill="#d98b36" opacity=".35">${blisters.join('')}</g>`
  );
}

/** The baked rim, with a few darker spots where the oven caught it. */
function crust(roll: () => number): string {
  const spots = Array.from({ length: 9 }, (_, i) => {
    const angle = ((i + roll()) / 9) * 2 * Math.PI;
    const radius = (SAUCE_RADIUS + CRUST_RADIUS) / 2 + roll() * 4;
    const [x, y] = [CENTRE + radius * Math.cos(angle), CENTRE + radius * Math.sin(angle)];
    return `<circle cx="${Math.round(x)}" cy="${Math.round(y)}" r="${Math.round(1.5 + roll() * 2)}"/>`;
  });
  return (
    `<circle cx="${CENTRE}" cy="${CENTRE + 3}" r="${CRUST_RADIUS + 6}" fill="url(#shadow)"/>` +
    `<circle cx="${CENTRE}" cy="${CENTRE}" r="${CRUST_RADIUS}" fill="url(#crust)"/>` +
    `<g fill="#9a5420" opacity=".35">${spots.join('')}</g>`
  );
}

/** Each kind of piece drawn once in `defs`, then placed around the pizza as often as it deserves. */
function scatteredPieces(pizzaId: number, pieces: readonly (Piece & { ingredient: string })[]) {
  const crowding = Math.min(1, PIECE_BUDGET / pieces.reduce((sum, { count }) => sum + count, 0));
  const placed: Placed[] = [];
  const defs: string[] = [];
  const baked: string[] = [];
  const fresh: string[] = [];
  pieces.forEach(({ ingredient, svg, reach, count, onTop }, index) => {
    defs.push(`<g id="t${index}" transform="scale(${PIECE_SCALE})">${svg}</g>`);
    const roll = dice(hash(`${pizzaId}:${ingredient}`));
    for (const { x, y } of scatter(roll, Math.max(2, Math.round(count * crowding)), reach * PIECE_SCALE, placed)) {
      const turn = Math.floor(roll() * 360);
      (onTop ? fresh : baked).push(`<use href="#t${index}" transform="translate(${Math.round(x)} ${Math.round(y)})rotate(${turn})"/>`);
    }
  });
  return { defs: defs.join(''), pieces: baked.join('') + fresh.join('') };
}

/** XML text: markup escaped, and the control characters XML cannot hold at all dropped. */
function xmlText(text: string): string {
  return text
    // eslint-disable-next-line no-control-regex -- these are exactly the characters XML forbids
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
    .replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export function pizzaSvg(pizza: { id: number; name: string; ingredients: readonly string[] }): string {
  const toppings = pizza.ingredients.map((ingredient) => ({ ingredient, topping: toppingFor(ingredient) }));
  const sauce = toppings.map(({ topping }) => ('sauce' in topping ? topping.sauce : null)).find(Boolean) ?? BARE_DOUGH;
  const melts = toppings.some(({ topping }) => 'melts' in topping);
  const { defs, pieces } = scatteredPieces(
    pizza.id,
    toppings.flatMap(({ ingredient, topping }) => ('piece' in topping ? [{ ingredient, ...topping.piece }] : [])).slice(0, MOST_KINDS_DRAWN),
  );
  const drizzles = toppings.flatMap(({ ingredient, topping }) =>
    'drizzle' in topping
      ? [`<path d="${drizzleLine(dice(hash(`${pizza.id}:${ingredient}`)))}" fill="none" stroke="${topping.drizzle}" stroke-width="2.4" stroke-linecap="round" opacity=".85"/>`]
      : [],
  );

  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240" role="img">' +
    `<title>${xmlText(pizza.name)}</title><defs>` +
    '<radialGradient id="shadow"><stop offset=".9" stop-opacity=".3"/><stop offset="1" stop-opacity="0"/></radialGradient>' +
    '<radialGradient id="crust"><stop offset=".84" stop-color="#f2c27a"/><stop offset=".93" stop-color="#dc9346"/><stop offset="1" stop-color="#a95d26"/></radialGradient>' +
    '<radialGradient id="cheese"><stop offset=".5" stop-color="#fbe7a6"/><stop offset="1" stop-color="#f1c65e"/></radialGradient>' +
    '<filter id="lift"><feDropShadow dx=".5" dy="1" stdDeviation=".7" flood-opacity=".35"/></filter>' +
    `${defs}</defs>` +
    crust(dice(hash(`${pizza.id}:crust`))) +
    `<circle cx="${CENTRE}" cy="${CENTRE}" r="${SAUCE_RADIUS}" fill="${sauce}"/>` +
    (melts ? meltedCheese(dice(hash(`${pizza.id}:cheese`))) : '') +
    `<g filter="url(#lift)">${pieces}${drizzles.join('')}</g>` +
    '</svg>'
  );
}
