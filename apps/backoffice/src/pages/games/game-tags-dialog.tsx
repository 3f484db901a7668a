import {
  type CatalogueGameView,
  type CatalogueTagView,
  OPERATOR_GAME_TAXONOMY_ENDPOINTS,
} from '@casino/contracts/backoffice';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, fieldErrors } from '../../api/error-messages';
import { GAMES_KEY, tagsQuery } from '../../api/game-taxonomy-queries';
import { callOperatorEndpoint } from '../../api/operator-client';
import { Dialog, ReasonField } from '../../components/dialog';
import { ChoiceSet } from '../../components/fields';
import { Loading, Notice } from '../../components/ui';
import { useReasonedChange } from '../../lib/use-reasoned-change';

interface TagGroup {
  title: string;
  tags: CatalogueTagView[];
}

/** The tags under their groups, in the site's order; tags of no group last. */
function groupsOf(tags: CatalogueTagView[]): TagGroup[] {
  const groups = new Map<string, TagGroup>();
  for (const tag of tags) {
    const key = tag.group?.slug ?? '';
    const group = groups.get(key) ?? { title: tag.group?.title ?? 'Other', tags: [] };
    group.tags.push(tag);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** A game's tags, chosen whole: the site's tag pages, filters and search follow at once. */
export function GameTagsDialog({ game, onClose }: { game: CatalogueGameView; onClose: () => void }) {
  const queryClient = useQueryClient();
  const tags = useQuery(tagsQuery);
  const [chosen, setChosen] = useState(game.tags);
  const { change, close, submit, reasonField } = useReasonedChange({
    send: (reason) =>
      callOperatorEndpoint(OPERATOR_GAME_TAXONOMY_ENDPOINTS.setTags, {
        params: { slug: game.slug },
        body: { tags: chosen, reason },
      }),
    onDone: () => void queryClient.invalidateQueries({ queryKey: GAMES_KEY }),
    onClose,
  });
  const tagProblem = fieldErrors(change.error).tags;
  return (
    <Dialog
      open
      title={`Tags of ${game.title}`}
      description="The game is listed on the pages of the tags it carries, and found by them in search."
      onClose={close}
      busy={change.isPending}
      submitLabel="Save tags"
      onSubmit={submit}
    >
      {change.isError && !tagProblem ? <Notice>{errorMessage(change.error)}</Notice> : null}
      {tagProblem ? <Notice>{tagProblem}</Notice> : null}
      {tags.isPending ? (
        <Loading label="Loading the tags…" />
      ) : tags.isError ? (
        <Notice>{errorMessage(tags.error)}</Notice>
      ) : (
        groupsOf(tags.data.tags).map((group) => (
          <ChoiceSet
            key={group.title}
            legend={group.title}
            options={group.tags.map((tag) => ({ value: tag.slug, label: tag.title }))}
            chosen={chosen}
            onChange={setChosen}
          />
        ))
      )}
      <ReasonField {...reasonField} />
    </Dialog>
  );
}
