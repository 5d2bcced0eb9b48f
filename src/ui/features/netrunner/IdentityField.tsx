import { useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { identities } from '../../../core/netrunner';
import { listedIdentities } from '../../../core/netrunner';
import { appDb } from '../../../db/appDb';
import { loadIdentityList } from '../../../db/repository';
import type { Faction } from '../../../core/netrunner';

/** How a faction reads beside an identity in the pick list. */
export const factionLabel: Record<Faction, string> = {
  'haas-bioroid': 'Haas-Bioroid', jinteki: 'Jinteki', nbn: 'NBN', 'weyland-consortium': 'Weyland',
  'neutral-corp': 'Neutral', anarch: 'Anarch', criminal: 'Criminal', shaper: 'Shaper', adam: 'Adam',
  apex: 'Apex', 'sunny-lebeau': 'Sunny Lebeau', 'neutral-runner': 'Neutral',
};

/**
 * A Corp or Runner identity: the list of that side to pick from (the loaded or the shipped one) (typing filters it), and
 * any other name typed as it is (an identity newer than the list) — the form posts the text.
 */
export function IdentityField(props: { readonly side: 'corp' | 'runner'; readonly defaultValue?: string | undefined }) {
  // The TO's loaded NetrunnerDB list (in its format) when there is one, else the shipped list; one
  // stable list per side (the ComboBox filters it as the TO types).
  const db = appDb();
  const loaded = useLiveQuery(() => loadIdentityList(db), [db]) ?? null;
  const items = useMemo(() => listedIdentities(loaded, identities, props.side).map((i) => ({ id: i.name, ...i })), [props.side, loaded]);
  const label = props.side === 'corp' ? 'Corp identity' : 'Runner identity';
  return (
    <ComboBox className="identity-field" defaultItems={items} name={`${props.side}Identity`} allowsCustomValue formValue="text"
      defaultInputValue={props.defaultValue ?? ''}>
      <Label>{label}</Label>
      <span className="identity-input">
        <Input maxLength={60} />
        <Button className="identity-open" aria-label={`Show ${label.toLowerCase()} list`}>▾</Button>
      </span>
      <Popover className="popover identity-popover" placement="bottom start">
        <ListBox className="menu">
          {(i: (typeof items)[number]) => (
            <ListBoxItem className="menu-item" id={i.id} textValue={i.name}>
              <span>{i.name}</span><span className="shortcut">{factionLabel[i.faction]}</span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
