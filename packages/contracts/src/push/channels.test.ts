import { describe, expect, it } from 'vitest';
import { channelKind, sportEventChannel } from './channels.ts';

describe('a match’s channel', () => {
  it('is public for a match id as the feed spells it', () => {
    expect(sportEventChannel('sbx:match:ua-premier-league:-12:1')).toBe(
      'sport-event:sbx:match:ua-premier-league:-12:1',
    );
    expect(channelKind(sportEventChannel('sbx:match:ua-premier-league:-12:1'))).toEqual({ kind: 'public' });
  });

  it('is no channel without an id, with characters no id has, or longer than any id', () => {
    for (const name of [
      'sport-event:',
      'sport-event:a b',
      'sport-event:<script>',
      `sport-event:${'a'.repeat(201)}`,
    ]) {
      expect(channelKind(name)).toEqual({ kind: 'unknown' });
    }
  });
});
