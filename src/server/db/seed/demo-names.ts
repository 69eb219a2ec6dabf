// Fixed data behind the demo league: names, teams, venues and notices. Everything here is
// invented; phone numbers use the North American 555-01xx range, which is reserved for fiction.
import type { Position } from '../../../shared/waitlist';

export interface NameGroup {
  /** How often a player comes from this group, relative to the others. */
  weight: number;
  male: readonly string[];
  female: readonly string[];
  last: readonly string[];
}

// Grouped by heritage so that most people get a first and last name that go together, as in
// a real North American city club; the seed still mixes groups now and then.
export const NAME_GROUPS: readonly NameGroup[] = [
  {
    weight: 4,
    male: ['James', 'Michael', 'Ryan', 'Tyler', 'Connor', 'Ethan', 'Owen', 'Matthew', 'Brandon', 'Kyle', 'Nathan', 'Jordan', 'Caleb', 'Andrew'],
    female: ['Emily', 'Sarah', 'Jessica', 'Lauren', 'Megan', 'Rachel', 'Olivia', 'Chloe', 'Brooke', 'Kayla', 'Madison', 'Abigail'],
    last: [
      'Thompson',
      'Campbell',
      'Mitchell',
      'Bennett',
      'Foster',
      'Reid',
      'Fraser',
      'Walker',
      'Hughes',
      'Parker',
      'Stewart',
      'Robinson',
      'Crawford',
      'Ellis',
      'Hayes',
      'Morrison',
      'Gibson',
      'Porter',
    ],
  },
  {
    weight: 1.5,
    male: ['Mathieu', 'Étienne', 'Julien', 'Olivier', 'Maxime', 'Félix', 'Gabriel', 'Antoine', 'Samuel', 'Louis'],
    female: ['Camille', 'Émilie', 'Chloé', 'Gabrielle', 'Sophie', 'Léa', 'Marie-Ève', 'Juliette', 'Noémie', 'Annie'],
    last: ['Tremblay', 'Gagnon', 'Bouchard', 'Gauthier', 'Lavoie', 'Fortin', 'Pelletier', 'Bélanger', 'Lévesque', 'Côté', 'Morin', 'Girard'],
  },
  {
    weight: 2,
    male: ['Carlos', 'Luis', 'Diego', 'Mateo', 'Javier', 'Andrés', 'Alejandro', 'Miguel', 'Santiago', 'Emilio', 'Rafael'],
    female: ['Sofía', 'Isabella', 'Camila', 'Valentina', 'Lucía', 'Gabriela', 'Mariana', 'Daniela', 'Paula', 'Ximena'],
    last: [
      'García',
      'Rodríguez',
      'Martínez',
      'Hernández',
      'López',
      'Ramírez',
      'Torres',
      'Flores',
      'Rivera',
      'Morales',
      'Castillo',
      'Vargas',
      'Mendoza',
      'Ortiz',
    ],
  },
  {
    weight: 1,
    male: ['João', 'Tiago', 'Bruno', 'Pedro', 'Rodrigo', 'Lucas', 'Gonçalo', 'Vitor'],
    female: ['Beatriz', 'Inês', 'Carolina', 'Larissa', 'Ana', 'Renata'],
    last: ['Silva', 'Santos', 'Pereira', 'Costa', 'Ferreira', 'Oliveira', 'Almeida', 'Medeiros', 'Sousa', 'Rocha'],
  },
  {
    weight: 1.2,
    male: ['Kwame', 'Chidi', 'Tunde', 'Emeka', 'Kofi', 'Oluwaseun', 'Ifeanyi', 'Yaw', 'Kwabena', 'Babajide'],
    female: ['Amara', 'Ngozi', 'Adaeze', 'Abena', 'Chioma', 'Folake', 'Efua', 'Yewande', 'Akosua'],
    last: ['Adeyemi', 'Mensah', 'Owusu', 'Boateng', 'Nwosu', 'Eze', 'Adebayo', 'Asante', 'Obi', 'Appiah', 'Okonkwo'],
  },
  {
    weight: 0.8,
    male: ['Abdi', 'Dawit', 'Yonas', 'Tewodros', 'Abdirahman', 'Kibet', 'Mohamed', 'Bereket'],
    female: ['Hiwot', 'Selam', 'Liya', 'Amina', 'Faduma', 'Wanjiru', 'Meron'],
    last: ['Haile', 'Tesfaye', 'Bekele', 'Mwangi', 'Otieno', 'Warsame', 'Hassan', 'Kiptoo', 'Girma'],
  },
  {
    weight: 2.5,
    male: ['Arjun', 'Rohan', 'Vikram', 'Sanjay', 'Imran', 'Faisal', 'Karan', 'Aditya', 'Rahul', 'Nikhil', 'Zain', 'Harjit'],
    female: ['Ananya', 'Neha', 'Kavya', 'Simran', 'Fatima', 'Aisha', 'Meera', 'Pooja', 'Sana', 'Riya', 'Jasleen'],
    last: [
      'Patel',
      'Shah',
      'Singh',
      'Sharma',
      'Gupta',
      'Reddy',
      'Iyer',
      'Nair',
      'Chowdhury',
      'Rahman',
      'Hussain',
      'Khan',
      'Malik',
      'Siddiqui',
      'Gill',
      'Dhillon',
      'Sandhu',
    ],
  },
  {
    weight: 1.8,
    male: ['Wei', 'Jun', 'Kevin', 'Jason', 'Hao', 'Jian', 'Eric', 'Tony', 'Andy', 'Brian'],
    female: ['Mei', 'Jia', 'Xin', 'Vivian', 'Grace', 'Lily', 'Wen', 'Jenny', 'Cindy'],
    last: ['Chen', 'Wang', 'Li', 'Zhang', 'Liu', 'Huang', 'Wong', 'Lam', 'Chan', 'Leung', 'Cheung', 'Ho'],
  },
  {
    weight: 0.8,
    male: ['Min-jun', 'Ji-ho', 'Daniel', 'Hiroshi', 'Kenji', 'Takumi', 'Sung-min', 'Joon'],
    female: ['Ji-woo', 'Seo-yeon', 'Yuna', 'Hana', 'Yuki', 'Aiko', 'Min-ji'],
    last: ['Kim', 'Park', 'Lee', 'Choi', 'Jung', 'Kang', 'Tanaka', 'Sato', 'Nakamura', 'Yamamoto', 'Suzuki'],
  },
  {
    weight: 1,
    male: ['Minh', 'Tuan', 'Duc', 'Khoa', 'Paolo', 'Jericho', 'Mark', 'Rommel'],
    female: ['Linh', 'Thao', 'Ngoc', 'Trang', 'Angelica', 'Kristine', 'Joy', 'Bea'],
    last: ['Nguyen', 'Tran', 'Pham', 'Le', 'Vo', 'Dang', 'Reyes', 'Dela Cruz', 'Bautista', 'Villanueva', 'Aquino'],
  },
  {
    weight: 1.2,
    male: ['Omar', 'Karim', 'Yusuf', 'Tariq', 'Samir', 'Ali', 'Hamza', 'Reza', 'Dariush', 'Elias'],
    female: ['Layla', 'Yasmin', 'Noor', 'Mariam', 'Leila', 'Rania', 'Dina', 'Shirin', 'Nadia', 'Sara'],
    last: ['Haddad', 'Khoury', 'Nasser', 'Saleh', 'Hamdan', 'Farah', 'Aziz', 'Karimi', 'Rahimi', 'Hosseini', 'Mansour', 'Abboud'],
  },
  {
    weight: 1.2,
    male: ['Luca', 'Marco', 'Matteo', 'Alessandro', 'Giovanni', 'Nico', 'Dimitri', 'Nikos', 'Vincenzo', 'Stefano'],
    female: ['Giulia', 'Chiara', 'Francesca', 'Alessia', 'Elena', 'Eleni', 'Katerina', 'Gianna'],
    last: ['Rossi', 'Russo', 'Bianchi', 'Romano', 'Ricci', 'Esposito', 'DiMarco', 'Colombo', 'Conti', 'Papadopoulos', 'Georgiou', 'Nikolaidis'],
  },
  {
    weight: 1.2,
    male: ['Piotr', 'Mateusz', 'Tomasz', 'Jakub', 'Stefan', 'Nikolai', 'Andrei', 'Marek', 'Luka', 'Bogdan'],
    female: ['Katarzyna', 'Agnieszka', 'Natalia', 'Anya', 'Olena', 'Ivana', 'Magda', 'Zofia', 'Daria', 'Marta'],
    last: ['Nowak', 'Novak', 'Horvat', 'Kovalenko', 'Shevchenko', 'Popescu', 'Marković', 'Kowalczyk', 'Wójcik', 'Kozak', 'Bondarenko', 'Tkachenko'],
  },
  {
    weight: 1.2,
    male: ['Liam', 'Sean', 'Declan', 'Patrick', 'Aidan', 'Cian', 'Ronan', 'Callum', 'Finn', 'Brendan'],
    female: ['Siobhan', 'Aoife', 'Niamh', 'Ciara', 'Erin', 'Maeve', 'Orla', 'Fiona', 'Kathleen', 'Saoirse'],
    last: ["O'Brien", "O'Connor", 'Murphy', 'Byrne', 'Sullivan', 'McCarthy', 'Kelly', 'Doyle', 'Gallagher', 'MacLeod', 'Donnelly', 'Fitzgerald'],
  },
  {
    weight: 1,
    male: ['Andre', 'Marlon', 'Jamal', 'Devon', 'Dwayne', 'Kemar', 'Shane', 'Tristan', 'Jerome'],
    female: ['Keisha', 'Tanisha', 'Shanice', 'Alicia', 'Janelle', 'Monique', 'Tiana', 'Kezia'],
    last: ['Williams', 'Brown', 'Clarke', 'Grant', 'Francis', 'Bailey', 'Gordon', 'Henry', 'Richards', 'Joseph', 'Charles'],
  },
  {
    weight: 0.8,
    male: ['Lukas', 'Jonas', 'Erik', 'Lars', 'Anders', 'Felix', 'Maximilian', 'Sven', 'Jan'],
    female: ['Anna', 'Lena', 'Ingrid', 'Astrid', 'Freya', 'Katrin', 'Maja', 'Sanne'],
    last: ['Müller', 'Schmidt', 'Fischer', 'Weber', 'Jansen', 'de Vries', 'Larsen', 'Andersen', 'Nilsson', 'Lindqvist', 'Bakker', 'Hoffmann'],
  },
];

/** Area codes of one province; with 555-01xx they give 1,400 distinct numbers. */
export const AREA_CODES = ['416', '647', '437', '905', '289', '365', '226', '519', '548', '613', '343', '705', '249', '753'] as const;

/** The positions demo players play: the league's list without "Ummm..." (every demo player knows). */
export const POSITIONS = ['Goalkeeper', 'Defense', 'Midfield', 'Striker'] as const satisfies readonly Position[];
export type DemoPosition = (typeof POSITIONS)[number];

export interface DemoPerson {
  firstName: string;
  lastName: string;
  gender: 'Male' | 'Female';
}

/** The people behind the demo accounts; invented names, not famous ones. */
export const DEMO_PEOPLE: Record<'admin' | 'captain' | 'referee' | 'statistician' | 'player', DemoPerson> = {
  admin: { firstName: 'Dana', lastName: 'Whitfield', gender: 'Female' },
  captain: { firstName: 'Marcus', lastName: 'Okafor', gender: 'Male' },
  referee: { firstName: 'Priya', lastName: 'Raman', gender: 'Female' },
  statistician: { firstName: 'Luis', lastName: 'Herrera', gender: 'Male' },
  player: { firstName: 'Hannah', lastName: 'Kowalski', gender: 'Female' },
};

export interface VenueSeed {
  key: 'riverside' | 'northfield' | 'lakeshore';
  name: string;
  address: string;
}

export const VENUES: readonly VenueSeed[] = [
  { key: 'riverside', name: 'Riverside Park', address: '1200 River Road' },
  { key: 'northfield', name: 'Northfield Sports Complex', address: '455 Northfield Drive' },
  { key: 'lakeshore', name: 'Lakeshore Community Fields', address: '80 Lakeshore Boulevard West' },
];

export interface TeamSeed {
  name: string;
  primaryColor: string;
  secondaryColor: string;
}

export interface DivisionSeed {
  name: string;
  description: string;
  /** Share of women on a roster; 0 for a men's division. */
  womenShare: number;
  /** The division's eligibility rules (decision 044): who may play, and a coed roster's fewest of each. */
  genderRule: 'mens' | 'coed';
  coedMinEach: number | null;
  /** The division's minimum age on a season's first day; every demo player of it is older. */
  minAge: number;
  maxAge: number;
  feeCents: number;
  /** Day of the week the division plays: 0 is Monday, 6 is Sunday. */
  gameDay: number;
  /** Kick-off times, in minutes after local midnight. */
  slots: readonly number[];
  venue: VenueSeed['key'];
  fields: readonly string[];
  /** This season's teams; the first six also played last season. Even counts only. */
  teams: readonly TeamSeed[];
  /** Teams that played last season and folded since. */
  foldedTeams: readonly TeamSeed[];
}

const EVENING_SLOTS = [18 * 60 + 30, 19 * 60 + 45, 21 * 60];

export const DIVISIONS: readonly DivisionSeed[] = [
  {
    name: "Men's Open",
    description: 'Competitive play for men 18 and over. Sunday games at Northfield Sports Complex.',
    womenShare: 0,
    genderRule: 'mens',
    coedMinEach: null,
    minAge: 18,
    maxAge: 45,
    feeCents: 12000,
    gameDay: 6,
    slots: [10 * 60, 11 * 60 + 30, 13 * 60],
    venue: 'northfield',
    fields: ['Field 1', 'Field 2'],
    teams: [
      { name: 'Riverside Rovers', primaryColor: '#1c4e9c', secondaryColor: '#ffffff' },
      { name: 'Northfield United', primaryColor: '#c8102e', secondaryColor: '#ffffff' },
      { name: 'Harbourview FC', primaryColor: '#0b6e4f', secondaryColor: '#f2c14e' },
      { name: 'Eastside Athletic', primaryColor: '#111111', secondaryColor: '#f5d130' },
      { name: 'Old Mill Wanderers', primaryColor: '#6a1b9a', secondaryColor: '#ffffff' },
      { name: 'Ironworks FC', primaryColor: '#5d6d7e', secondaryColor: '#f39c12' },
      { name: 'Lakeshore Lions', primaryColor: '#f2a900', secondaryColor: '#1b1b1b' },
      { name: 'Kingsway Kickers', primaryColor: '#00838f', secondaryColor: '#ffffff' },
      { name: 'Union Street FC', primaryColor: '#8b0000', secondaryColor: '#d4af37' },
      { name: 'Junction Rangers', primaryColor: '#2e7d32', secondaryColor: '#ffffff' },
    ],
    foldedTeams: [
      { name: 'Borough Blues', primaryColor: '#1565c0', secondaryColor: '#e3f2fd' },
      { name: 'Midtown Mavericks', primaryColor: '#ef6c00', secondaryColor: '#212121' },
    ],
  },
  {
    name: 'Coed Open',
    description: 'Mixed teams for players 18 and over, friendly but competitive. Wednesday evenings at Riverside Park.',
    womenShare: 0.45,
    genderRule: 'coed',
    coedMinEach: 3,
    minAge: 18,
    maxAge: 45,
    feeCents: 12000,
    gameDay: 2,
    slots: EVENING_SLOTS,
    venue: 'riverside',
    fields: ['Field 1', 'Field 2'],
    teams: [
      { name: 'Goal Diggers', primaryColor: '#e65100', secondaryColor: '#ffffff' },
      { name: 'Pitch Perfect', primaryColor: '#00695c', secondaryColor: '#ffeb3b' },
      { name: 'Nutmeg Nation', primaryColor: '#4e342e', secondaryColor: '#ffcc80' },
      { name: 'The Offside Trap', primaryColor: '#283593', secondaryColor: '#ff7043' },
      { name: 'Midweek Magic', primaryColor: '#7b1fa2', secondaryColor: '#e1bee7' },
      { name: 'Bend It FC', primaryColor: '#d81b60', secondaryColor: '#ffffff' },
      { name: 'Net Gains', primaryColor: '#2e7d32', secondaryColor: '#c5e1a5' },
      { name: 'Ball Street Journal', primaryColor: '#37474f', secondaryColor: '#4fc3f7' },
      { name: 'Inter Nos', primaryColor: '#0277bd', secondaryColor: '#000000' },
      { name: 'Sporting Chance', primaryColor: '#c62828', secondaryColor: '#fff176' },
    ],
    foldedTeams: [
      { name: 'Dribble Trouble', primaryColor: '#558b2f', secondaryColor: '#ffffff' },
      { name: 'Hat Trick Heroes', primaryColor: '#ad1457', secondaryColor: '#fce4ec' },
    ],
  },
  {
    name: 'Coed 30+',
    description: 'Mixed teams for players 30 and over, at a relaxed pace with no slide tackles. Thursday evenings at Lakeshore Community Fields.',
    womenShare: 0.4,
    genderRule: 'coed',
    coedMinEach: 3,
    minAge: 30,
    maxAge: 55,
    feeCents: 11000,
    gameDay: 3,
    slots: EVENING_SLOTS.slice(0, 2),
    venue: 'lakeshore',
    fields: ['Field 1', 'Field 2'],
    teams: [
      { name: 'Vintage FC', primaryColor: '#5d4037', secondaryColor: '#d7ccc8' },
      { name: 'Old Boots United', primaryColor: '#455a64', secondaryColor: '#ffb300' },
      { name: 'Silver Foxes', primaryColor: '#9e9e9e', secondaryColor: '#263238' },
      { name: 'Second Half Heroes', primaryColor: '#1a237e', secondaryColor: '#ffffff' },
      { name: 'Fine Wine FC', primaryColor: '#6d1b3b', secondaryColor: '#f8bbd0' },
      { name: 'Knee Brace Athletic', primaryColor: '#00897b', secondaryColor: '#ffffff' },
      { name: 'Extra Time FC', primaryColor: '#f57f17', secondaryColor: '#212121' },
      { name: 'Last Orders FC', primaryColor: '#3e2723', secondaryColor: '#ffab40' },
    ],
    foldedTeams: [
      { name: 'Grey Matter FC', primaryColor: '#607d8b', secondaryColor: '#ffffff' },
      { name: 'Aches & Sprains', primaryColor: '#b71c1c', secondaryColor: '#ffffff' },
    ],
  },
];

export interface AnnouncementSeed {
  title: string;
  body: string;
  pinned: boolean;
  /** Days from the seed's "now"; negative is in the past. */
  publishInDays: number;
  expiresInDays: number | null;
}

/** One pinned, one current, one expired (hidden) and one not yet published (hidden). */
export function demoAnnouncements(seasonName: string): AnnouncementSeed[] {
  return [
    {
      title: `Welcome to the ${seasonName} season`,
      body: `Schedules for all three divisions are posted on the Schedule page. Please arrive 20 minutes before kick-off, bring both a light and a dark shirt, and wear shin guards: referees will not start a game without them.`,
      pinned: true,
      publishInDays: -30,
      expiresInDays: null,
    },
    {
      title: 'Lost and found at Riverside Park',
      body: 'A black rain jacket, a water bottle and a pair of size 10 cleats were left at Riverside Park after Wednesday night games. Ask at the equipment shed before your next game.',
      pinned: false,
      publishInDays: -3,
      expiresInDays: 11,
    },
    {
      title: 'Last call: registration closes Friday',
      body: 'Registration for the new season closes this Friday at midnight. Free agents will be placed on teams by the league.',
      pinned: false,
      publishInDays: -45,
      expiresInDays: -38,
    },
    {
      title: 'Playoff format announced',
      body: 'The top four teams of each division qualify for the playoffs. Semi-finals and finals are played on the last weekend of the season at Northfield Sports Complex.',
      pinned: false,
      publishInDays: 7,
      expiresInDays: null,
    },
  ];
}

/** Lower-case ASCII letters only, for a demo e-mail address: "Marie-Ève" → "marieeve", "O'Brien" → "obrien". */
export function emailPart(name: string): string {
  return name
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}
