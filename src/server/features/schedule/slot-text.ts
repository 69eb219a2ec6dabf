/**
 * A kick-off as a person reads it in the league's time zone: "7:00 PM on Sun, Mar 3".
 * Conflict messages, rainout previews and notification mails use this one wording.
 */
const formats = new Map<string, { time: Intl.DateTimeFormat; day: Intl.DateTimeFormat }>();

function formatsFor(timeZone: string) {
  let f = formats.get(timeZone);
  if (!f) {
    f = {
      time: new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }),
      day: new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' }),
    };
    formats.set(timeZone, f);
  }
  return f;
}

// ICU puts a narrow no-break space before AM/PM; messages are plain text read in mails and tests.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

export function describeKickOff(startsAt: Date, timeZone: string): string {
  const f = formatsFor(timeZone);
  return `${plain(f.time.format(startsAt))} on ${plain(f.day.format(startsAt))}`;
}
