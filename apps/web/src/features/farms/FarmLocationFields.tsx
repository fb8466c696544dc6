import { municipalitiesOf, OTHER_MUNICIPALITY } from '@gestar/domain/lists/brazil';
import { COUNTRIES } from '@gestar/domain/lists/countries';
import * as T from '@gestar/domain/messages/labels/farms';
import { BRAZIL, municipalityOptions } from '@gestar/domain/rules/forms/farm-form';
import Grid from '@mui/material/Grid';
import { useEffect, useMemo } from 'react';
import type { Control, UseFormSetValue, UseFormWatch } from 'react-hook-form';
import { FormTextField } from '../../ui/FormTextField.tsx';
import { FormAutocompleteField } from '../../ui/forms/FormAutocompleteField.tsx';
import { BRAZILIAN_STATE_OPTIONS, FormSelectField } from '../../ui/forms/FormSelectField.tsx';
import { FARM_TEXT_LIMITS, type FarmFormFields } from './farm-form-fields.ts';

/** The countries, stored as the spec names them and shown in the reader's language. */
const countryOptions = () => COUNTRIES.map((country) => ({ value: country, label: T.countryName(country) }));
/** 'Outro' is stored as is and shown in the reader's language; a municipality is a name. */
const municipalityLabel = (option: string) =>
  option === OTHER_MUNICIPALITY ? T.OTHER_MUNICIPALITY_OPTION() : option;

type Props = {
  control: Control<FarmFormFields>;
  setValue: UseFormSetValue<FarmFormFields>;
  watch: UseFormWatch<FarmFormFields>;
  disabled: boolean;
};

/**
 * País, Estado and Município of the farm form (spec §5): for Brasil the state's IBGE municipalities plus
 * 'Outro' with free text; elsewhere free text. Changing country clears state and municipality.
 */
export function FarmLocationFields({ control, setValue, watch, disabled }: Props) {
  const pais = watch('pais');
  const estado = watch('estado');
  const municipio = watch('municipio');
  const cities = useMemo(
    () => municipalityOptions(pais, estado ? municipalitiesOf(estado) : []),
    [pais, estado],
  );

  // The state's list changes with the state: a city of the previous state must not stay selected.
  useEffect(() => {
    if (pais === BRAZIL && municipio && cities && !cities.includes(municipio)) setValue('municipio', null);
  }, [cities, municipio, pais, setValue]);

  return (
    <>
      <Grid size={{ xs: 12, md: 4 }}>
        <FormSelectField
          control={control}
          name="pais"
          label={T.LABEL_COUNTRY()}
          options={countryOptions()}
          fullWidth
          required
          disabled={disabled}
          onValueChange={() => {
            setValue('estado', null);
            setValue('municipio', null);
            setValue('municipioOutro', '');
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        {pais === BRAZIL ? (
          <FormSelectField
            control={control}
            name="estado"
            label={T.LABEL_STATE()}
            options={BRAZILIAN_STATE_OPTIONS}
            fullWidth
            required
            disabled={disabled}
          />
        ) : (
          <FormTextField
            control={control}
            name="estado"
            maxLength={FARM_TEXT_LIMITS.estado}
            label={T.LABEL_STATE()}
            fullWidth
            disabled={disabled}
          />
        )}
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        {cities ? (
          <FormAutocompleteField
            control={control}
            name="municipio"
            options={cities}
            getOptionLabel={municipalityLabel}
            label={T.LABEL_MUNICIPALITY()}
            required
            disabled={disabled || !estado}
          />
        ) : (
          <FormTextField
            control={control}
            name="municipio"
            maxLength={FARM_TEXT_LIMITS.municipio}
            label={T.LABEL_MUNICIPALITY()}
            fullWidth
            required
            disabled={disabled}
          />
        )}
      </Grid>
      {cities && municipio === OTHER_MUNICIPALITY && (
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            control={control}
            name="municipioOutro"
            maxLength={FARM_TEXT_LIMITS.municipioOutro}
            label={T.LABEL_OTHER_MUNICIPALITY()}
            fullWidth
            required
            disabled={disabled}
          />
        </Grid>
      )}
    </>
  );
}
