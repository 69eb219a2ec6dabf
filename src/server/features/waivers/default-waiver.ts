/**
 * Version 1 of the League Waiver & Release, stored at the first start of any install (and in
 * the demo league) so that the waitlist and registration always have a waiver to accept.
 * Admins publish later versions; this text is a sensible default, not legal advice.
 */
export const DEFAULT_WAIVER_TITLE = 'League Waiver & Release';

export const DEFAULT_WAIVER_BODY = `Please read this waiver carefully. By accepting it, you give up certain legal rights, including the right to sue.

1. Eligibility. I confirm that I am at least 14 years old. I understand that the League is an adult recreational soccer league and that I will play with and against adults. If I am under the age of majority where I live, my parent or legal guardian has read this waiver and agrees to it on my behalf.

2. Assumption of risk. I understand that soccer is a physical contact sport and that taking part in games, practices, warm-ups and other League activities carries risks, including sprains, fractures, concussions, heat illness, cardiac events, other serious injury, permanent disability and, in rare cases, death. Risks also come from the condition of fields and equipment, the weather, and the actions of other players, referees and spectators. I take part voluntarily and accept these risks, whether known or unknown.

3. Fitness to play. I confirm that I am physically able to play and that I have no medical condition that makes playing unsafe for me or others, other than what I have disclosed to the League. I will stop playing and tell the referee or my captain if I feel unwell or am injured. I am responsible for my own health insurance and for wearing appropriate equipment, including shin guards.

4. Release and waiver of claims. To the fullest extent allowed by law, I release, waive and agree not to sue the League, its organizers, directors, volunteers, captains, referees, sponsors, field owners and their employees and agents (together, the "Released Parties") for any injury, illness, loss or damage to me or my property arising from my participation, including claims caused by the negligence of any Released Party. I agree to indemnify the Released Parties against any claim brought on my behalf in breach of this release.

5. Medical treatment. If I am injured or become ill during a League activity and cannot consent myself, I authorize the League and its representatives to obtain first aid and emergency medical treatment for me, including transport to a hospital, and to share relevant information with medical providers and my emergency contact. I am responsible for the cost of any such treatment.

6. Photos and media. I allow the League to take photographs and video of me during League activities and to use them, and my name and team, on the League's website, social media and promotional material, without payment. I may withdraw this permission for future use by writing to the League.

7. Code of conduct. I will play fairly and safely, respect referees, opponents, teammates, spectators and the facilities, and follow the League's rules and the decisions of its officials. Violence, threats, harassment, discrimination, and playing under the influence of alcohol or drugs are not tolerated. I understand that the League may suspend or remove me, without refund, for breaking this code.

8. General. This waiver applies to every League season, game and activity I take part in, until I withdraw it in writing. If any part of it is found unenforceable, the rest remains in effect. I have read this waiver, I understand it, and I accept it freely.`;
