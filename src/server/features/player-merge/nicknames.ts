/**
 * Common English short forms of first names, each mapped to one formal name (decision 084).
 * Small on purpose: a pair the table misses still scores on its other likenesses (same last
 * name, phone, e-mail), and a typo is caught by the name distance.
 */
const FORMAL_NAMES: Record<string, readonly string[]> = {
  robert: ['bob', 'bobby', 'rob', 'robbie', 'bert'],
  william: ['bill', 'billy', 'will', 'willy', 'liam'],
  elizabeth: ['liz', 'lizzie', 'beth', 'betty', 'eliza', 'libby'],
  michael: ['mike', 'mikey', 'mick', 'mickey'],
  richard: ['rick', 'ricky', 'rich', 'dick'],
  james: ['jim', 'jimmy', 'jamie'],
  john: ['jack', 'johnny', 'jon'],
  joseph: ['joe', 'joey'],
  thomas: ['tom', 'tommy'],
  christopher: ['chris', 'kit'],
  daniel: ['dan', 'danny'],
  david: ['dave', 'davey'],
  edward: ['ed', 'eddie', 'ted', 'ned'],
  anthony: ['tony'],
  matthew: ['matt'],
  andrew: ['andy', 'drew'],
  nicholas: ['nick', 'nicky'],
  alexander: ['alex', 'sasha'],
  benjamin: ['ben', 'benny'],
  samuel: ['sam', 'sammy'],
  jonathan: ['jonny'],
  steven: ['steve', 'stephen'],
  charles: ['charlie', 'chuck'],
  patrick: ['pat', 'paddy'],
  margaret: ['maggie', 'meg', 'peggy', 'greta'],
  katherine: ['kate', 'katie', 'kathy', 'kat', 'catherine', 'kathryn'],
  jennifer: ['jen', 'jenny'],
  jessica: ['jess', 'jessie'],
  rebecca: ['becky', 'becca'],
  victoria: ['vicky', 'tori'],
  alexandra: ['alexa', 'sandra'],
  susan: ['sue', 'susie'],
  deborah: ['deb', 'debbie'],
  patricia: ['patty', 'trish'],
  kimberly: ['kim'],
  samantha: ['sammie'],
  abigail: ['abby'],
  josephine: ['jo', 'josie'],
};

const CANONICAL = new Map<string, string>();
for (const [formal, shorts] of Object.entries(FORMAL_NAMES)) {
  CANONICAL.set(formal, formal);
  for (const short of shorts) if (!CANONICAL.has(short)) CANONICAL.set(short, formal);
}

/** The formal name a (normalised) first name stands for, or the name itself. */
export function formalFirstName(normalisedFirstName: string): string {
  return CANONICAL.get(normalisedFirstName) ?? normalisedFirstName;
}
