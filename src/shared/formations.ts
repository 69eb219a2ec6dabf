// Formations per players on a side (issue 23, decision 079): the league's "players per side"
// setting picks the set a captain chooses from. Defined once here: the server validates a saved
// lineup's slots against it, the pitch draws the slots at their coordinates.

/** A place on the pitch: x from the left touchline, y from the opponents' goal line, both 0 to 100. */
export interface FormationSlot {
  /** Stable within a formation: gk, d1…, m1…, f1…: what a saved lineup stores. */
  id: string;
  label: string;
  x: number;
  y: number;
}

export interface Formation {
  /** Outfield lines from the back, e.g. "2-3-1": the key a lineup stores. */
  key: string;
  playersPerSide: number;
  slots: readonly FormationSlot[];
}

/** The outfield shapes offered for each number of players per side (goalkeeper not counted). */
export const FORMATION_SHAPES: Readonly<Record<number, readonly string[]>> = {
  4: ['2-1', '1-2'],
  5: ['2-2', '1-2-1', '3-1'],
  6: ['2-2-1', '3-1-1', '2-1-2'],
  7: ['2-3-1', '3-2-1', '2-2-2'],
  8: ['3-3-1', '3-2-2', '2-3-2'],
  9: ['3-3-2', '3-4-1', '4-3-1'],
  10: ['4-3-2', '3-4-2', '4-4-1'],
  11: ['4-4-2', '4-3-3', '3-5-2'],
};

const LINE_NAMES: Readonly<Record<number, readonly { prefix: string; name: string }[]>> = {
  2: [
    { prefix: 'd', name: 'Defender' },
    { prefix: 'f', name: 'Forward' },
  ],
  3: [
    { prefix: 'd', name: 'Defender' },
    { prefix: 'm', name: 'Midfielder' },
    { prefix: 'f', name: 'Forward' },
  ],
};

const GOALKEEPER: FormationSlot = { id: 'gk', label: 'Goalkeeper', x: 50, y: 90 };

/** Lines sit evenly between the back line (y 70) and the front line (y 22). */
function lineY(index: number, lines: number): number {
  if (lines === 1) return 45;
  return Math.round(70 - (index * (70 - 22)) / (lines - 1));
}

function buildFormation(playersPerSide: number, key: string): Formation {
  const counts = key.split('-').map(Number);
  const names = LINE_NAMES[counts.length] ?? [];
  const slots: FormationSlot[] = [GOALKEEPER];
  counts.forEach((count, line) => {
    const lineName = names[line] ?? { prefix: `l${line + 1}`, name: `Line ${line + 1}` };
    for (let i = 0; i < count; i += 1) {
      slots.push({
        id: `${lineName.prefix}${i + 1}`,
        label: count === 1 ? lineName.name : `${lineName.name} ${i + 1}`,
        // Spread across the width, left to right, never on the touchline.
        x: Math.round(((i + 1) * 100) / (count + 1)),
        y: lineY(line, counts.length),
      });
    }
  });
  return { key, playersPerSide, slots };
}

/** Every formation, by players per side. */
export const FORMATIONS: Readonly<Record<number, readonly Formation[]>> = Object.fromEntries(
  Object.entries(FORMATION_SHAPES).map(([side, shapes]) => [Number(side), shapes.map((shape) => buildFormation(Number(side), shape))]),
);

export function formationsFor(playersPerSide: number): readonly Formation[] {
  return FORMATIONS[playersPerSide] ?? [];
}

export function findFormation(playersPerSide: number, key: string): Formation | null {
  return formationsFor(playersPerSide).find((f) => f.key === key) ?? null;
}

/** The slot's name in a formation, e.g. "Midfielder 2"; null for an unknown slot. */
export function slotLabel(formation: Formation, slotId: string): string | null {
  return formation.slots.find((s) => s.id === slotId)?.label ?? null;
}

export const FORMATION_MESSAGES = {
  formation: "Choose one of the formations for the league's players per side.",
  slot: 'That position is not in the chosen formation.',
  slotTwice: 'Each position takes one player.',
  playerTwice: 'A player can only be placed once.',
  notAvailable: 'Only players who said they are going, and confirmed substitutes, can be placed.',
} as const;
