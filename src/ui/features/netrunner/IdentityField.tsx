import { useMemo } from 'react';
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { identitiesOfSide } from '../../../core/netrunner/identities';
import type { Faction } from '../../../core/netrunner/identities';

/** How a faction reads beside an identity in the pick list. */
export const factionLabel: Record<Faction, string> = {
  'haas-bioroid': 'Haas-Bioroid', jinteki: 'Jinteki', nbn: 'NBN', 'weyland-consortium': 'Weyland',
  'neutral-corp': 'Neutral', anarch: 'Anarch', criminal: 'Criminal', shaper: 'Shaper', adam: 'Adam',
  apex: 'Apex', 'sunny-lebeau': 'Sunny Lebeau', 'neutral-runner': 'Neutral',
};

/**
 * A Corp or Runner identity: the shipped list of that side to pick from (typing filters it), and
 * any other name typed as it is (an identity newer than the list) — the form posts the text.
 */
export function IdentityField(props: { readonly side: 'corp' | 'runner'; readonly defaultValue?: string | undefined }) {
  // one stable list per side (the ComboBox filters it as the TO types)
  const items = useMemo(() => identitiesOfSide(props.side).map((i) => ({ id: i.name, ...i })), [props.side]);
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
