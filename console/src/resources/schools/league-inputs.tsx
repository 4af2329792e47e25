import { BooleanInput, FormDataConsumer, SelectInput, required } from 'react-admin';
import type { AdminSchool } from '@kyu/core/contract';

/** The choices of `league_scope`, in the words a school admin uses. */
export const LEAGUE_SCOPE_CHOICES = [
  { id: 'school', name: 'Whole school' },
  { id: 'class', name: 'Each class apart' },
];

/**
 * The school's weekly leagues: on or off, and whom a league group gathers. The scope only
 * matters while leagues are on, so it is hidden (and kept as it was) while they are off.
 */
export const LeagueInputs = () => (
  <>
    <BooleanInput
      source="leagues_enabled"
      label="Weekly leagues for this school's students"
      helperText="Students earn weekly points for learning and move between Bronze, Silver and Gold"
      defaultValue={true}
    />
    <FormDataConsumer<AdminSchool>>
      {({ formData }) =>
        formData.leagues_enabled === false ? null : (
          <SelectInput
            source="league_scope"
            label="League groups"
            helperText="Whole school mixes classes; each class apart keeps classmates together"
            choices={LEAGUE_SCOPE_CHOICES}
            defaultValue="school"
            validate={required()}
          />
        )
      }
    </FormDataConsumer>
  </>
);
