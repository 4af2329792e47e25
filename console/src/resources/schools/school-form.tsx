import type { ReactNode } from 'react';
import {
  SaveButton,
  TabbedForm,
  TabbedFormTabs,
  TextInput,
  Toolbar,
  maxLength,
  regex,
  required,
} from 'react-admin';
import { LEGAL_TEXT_MAX } from '@kyu/core/constants';
import { WithBrandPreview } from './brand-preview/brand-preview';
import { ColourInput } from './colour-input';
import { ImageSlotInput } from './image-slot-input';
import { LeagueInputs } from './league-inputs';
import { SchoolActivation } from './school-activation';
import { COLOUR_LABELS, COLOUR_SLOTS, IMAGE_SLOTS, type ImageSlot } from './slots';

// The form a domain is saved in (server/src/lib/domains.ts). The API also takes upper case, `www.`
// or a port and normalises them; the form asks for the saved form, so what is typed is what shows.
const DOMAIN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/;

const IMAGE_LABELS: Record<ImageSlot, string> = {
  logo: 'Logo',
  favicon: 'Favicon',
  mascot: 'Mascot',
  bookcover: 'Book cover',
  thumbnail: 'Thumbnail',
  background: 'Background',
  login: 'Sign-in image',
  dashboard: 'Dashboard image',
};

// Schools are deactivated, not deleted, so the toolbar has no delete button.
const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

const LEGAL_HELP = "Plain text; leave empty to use Kyu's default";

/**
 * The white-label record: name, domain and activation, the ten colours, the eight images (these
 * three tabs beside a live preview of the brand), the legal texts and the weekly leagues;
 * `children` are further tabs, for what only a saved school has.
 */
export const SchoolForm = ({ children }: { children?: ReactNode }) => (
  // Seven tabs are wider than a phone: they scroll, rather than the page.
  <TabbedForm
    toolbar={<SaveOnlyToolbar />}
    tabs={<TabbedFormTabs variant="scrollable" scrollButtons="auto" />}
  >
    <TabbedForm.Tab label="School">
      <WithBrandPreview>
        <TextInput
          source="school_name"
          label="School name"
          validate={[required(), maxLength(120)]}
        />
        <TextInput
          source="domain_name"
          label="Domain"
          helperText="The host name that shows this school's brand, e.g. hillside.example.org"
          validate={[
            maxLength(253),
            regex(DOMAIN, 'Use a lower-case host name such as hillside.example.org'),
          ]}
        />
        <TextInput source="page_title" label="Page title" validate={maxLength(120)} />
        <SchoolActivation />
      </WithBrandPreview>
    </TabbedForm.Tab>
    <TabbedForm.Tab label="Colours" path="colours">
      <WithBrandPreview>
        <p className="kyu-hint">Leave a colour empty to keep the brand's own.</p>
        <div className="kyu-grid">
          {COLOUR_SLOTS.map((slot) => (
            <ColourInput key={slot} source={`colours.${slot}`} label={COLOUR_LABELS[slot]} />
          ))}
        </div>
      </WithBrandPreview>
    </TabbedForm.Tab>
    <TabbedForm.Tab label="Images" path="images">
      <WithBrandPreview>
        <div className="kyu-grid">
          {IMAGE_SLOTS.map((slot) => (
            <ImageSlotInput key={slot} slot={slot} label={IMAGE_LABELS[slot]} />
          ))}
        </div>
      </WithBrandPreview>
    </TabbedForm.Tab>
    <TabbedForm.Tab label="Legal texts" path="legal">
      <TextInput
        source="terms_text"
        label="Terms and conditions"
        helperText={LEGAL_HELP}
        multiline
        minRows={8}
        fullWidth
        validate={maxLength(LEGAL_TEXT_MAX)}
      />
      <TextInput
        source="privacy_text"
        label="Privacy policy"
        helperText={LEGAL_HELP}
        multiline
        minRows={8}
        fullWidth
        validate={maxLength(LEGAL_TEXT_MAX)}
      />
    </TabbedForm.Tab>
    <TabbedForm.Tab label="Leagues" path="leagues">
      <LeagueInputs />
    </TabbedForm.Tab>
    {children}
  </TabbedForm>
);
