import type { Gender, JerseySize, Position, TeamPreference } from '../../../shared/waitlist';
import type { waitlistEntries } from '../schema/index';
import { emailPart } from './demo-names';

type NewWaitlistEntry = typeof waitlistEntries.$inferInsert;

interface DemoApplicant {
  first: string;
  last: string;
  gender: Gender;
  dateOfBirth: string;
  division: string;
  /** A team of the completed season: a returning player. */
  previousTeam?: string;
  preference?: TeamPreference;
  skill: number;
  positions: Position[];
  preferred: Position;
  jersey: JerseySize;
  conditions?: string;
  notes?: string;
  status: 'pending' | 'declined';
  priority: number;
  joinedDaysAgo: number;
}

/**
 * People waiting for a spot in the active season, so the admin waitlist is not empty in the
 * demo: new and returning players, a couple moved up in priority, one declined.
 */
const APPLICANTS: readonly DemoApplicant[] = [
  {
    first: 'Priya',
    last: 'Raman',
    gender: 'Female',
    dateOfBirth: '1994-03-12',
    division: 'Coed Open',
    skill: 6,
    positions: ['Midfield', 'Striker'],
    preferred: 'Midfield',
    jersey: 'S',
    status: 'pending',
    priority: 1,
    joinedDaysAgo: 41,
  },
  {
    first: 'Tomasz',
    last: 'Wiśniewski',
    gender: 'Male',
    dateOfBirth: '1988-11-02',
    division: "Men's Open",
    previousTeam: 'Borough Blues',
    preference: 'request_new_team',
    skill: 7,
    positions: ['Defense'],
    preferred: 'Defense',
    jersey: 'L',
    status: 'pending',
    priority: 1,
    joinedDaysAgo: 38,
  },
  {
    first: 'Aisha',
    last: 'Okafor',
    gender: 'Female',
    dateOfBirth: '1999-07-21',
    division: 'Coed Open',
    skill: 4,
    positions: ['Defense', 'Midfield'],
    preferred: 'Defense',
    jersey: 'M',
    notes: 'Can play any weeknight.',
    status: 'pending',
    priority: 2,
    joinedDaysAgo: 35,
  },
  {
    first: 'Diego',
    last: 'Hernández',
    gender: 'Male',
    dateOfBirth: '1985-01-30',
    division: 'Coed 30+',
    skill: 8,
    positions: ['Goalkeeper'],
    preferred: 'Goalkeeper',
    jersey: 'XL',
    status: 'pending',
    priority: 1,
    joinedDaysAgo: 30,
  },
  {
    first: 'Hannah',
    last: 'Lindqvist',
    gender: 'Female',
    dateOfBirth: '1991-05-08',
    division: 'Coed 30+',
    skill: 5,
    positions: ['Midfield'],
    preferred: 'Midfield',
    jersey: 'M',
    conditions: 'Recovering from an ankle sprain; cleared to play.',
    status: 'pending',
    priority: 1,
    joinedDaysAgo: 26,
  },
  {
    first: 'Marcus',
    last: 'Bell',
    gender: 'Male',
    dateOfBirth: '1996-09-17',
    division: "Men's Open",
    skill: 3,
    positions: ['Striker', 'Ummm...'],
    preferred: 'Ummm...',
    jersey: 'L',
    notes: 'First time playing in a league.',
    status: 'pending',
    priority: 1,
    joinedDaysAgo: 19,
  },
  {
    first: 'Sofia',
    last: 'Marchetti',
    gender: 'Female',
    dateOfBirth: '1990-12-04',
    division: 'Coed Open',
    previousTeam: 'Dribble Trouble',
    preference: 'stay_same_team',
    skill: 7,
    positions: ['Striker'],
    preferred: 'Striker',
    jersey: 'S',
    status: 'pending',
    priority: 1,
    joinedDaysAgo: 12,
  },
  {
    first: 'Kwame',
    last: 'Asante',
    gender: 'Male',
    dateOfBirth: '1983-04-25',
    division: 'Coed 30+',
    skill: 6,
    positions: ['Defense', 'Midfield'],
    preferred: 'Defense',
    jersey: 'XXL',
    status: 'pending',
    priority: 3,
    joinedDaysAgo: 7,
  },
  {
    first: 'Léa',
    last: 'Tremblay',
    gender: 'Female',
    dateOfBirth: '1997-02-14',
    division: 'Coed Open',
    skill: 5,
    positions: ['Midfield'],
    preferred: 'Midfield',
    jersey: 'XS',
    status: 'declined',
    priority: 1,
    joinedDaysAgo: 33,
  },
  {
    first: 'Owen',
    last: 'Fitzgerald',
    gender: 'Male',
    dateOfBirth: '1993-08-09',
    division: 'Coed Open',
    skill: 9,
    positions: ['Striker', 'Midfield'],
    preferred: 'Striker',
    jersey: 'M',
    status: 'pending',
    priority: 1,
    joinedDaysAgo: 3,
  },
];

export function demoWaitlistEntries(options: {
  now: Date;
  seasonId: string;
  divisionIdOf: (name: string) => string | undefined;
  previousTeamIdOf: (name: string) => string | undefined;
  waiverId: string;
}): NewWaitlistEntry[] {
  return APPLICANTS.map((a, i) => {
    const joined = new Date(options.now.getTime() - a.joinedDaysAgo * 86_400_000);
    return {
      email: `${emailPart(a.first)}.${emailPart(a.last)}@example.com`,
      firstName: a.first,
      lastName: a.last,
      fullName: `${a.first} ${a.last}`,
      phoneNumber: `(416) 555-02${String(i).padStart(2, '0')}`,
      dateOfBirth: a.dateOfBirth,
      gender: a.gender,
      jerseySize: a.jersey,
      emergencyContactName: `${a.gender === 'Male' ? 'Maria' : 'James'} ${a.last}`,
      emergencyContactPhone: `(647) 555-02${String(i).padStart(2, '0')}`,
      waiverAcceptedAt: joined,
      waiverId: options.waiverId,
      isNewPlayer: !a.previousTeam,
      previousTeamId: a.previousTeam ? (options.previousTeamIdOf(a.previousTeam) ?? null) : null,
      teamPreference: a.preference ?? null,
      skillLevel: a.skill,
      positionsPlayed: a.positions,
      preferredPosition: a.preferred,
      mailingListOptIn: i % 3 === 0,
      seasonId: options.seasonId,
      divisionId: options.divisionIdOf(a.division) ?? null,
      hasPhysicalConditions: Boolean(a.conditions),
      physicalConditionsDetails: a.conditions ?? null,
      notes: a.notes ?? null,
      status: a.status,
      waitlistPriority: a.priority,
      createdAt: joined,
      updatedAt: joined,
    };
  });
}
