import { DEBUG_TITLE } from '@gestar/domain/messages/labels/debug';
import { domainValueLabel } from '@gestar/domain/messages/list-values';
import {
  TRAINING_EMPTY,
  TRAINING_OFFLINE,
  TRAINING_TITLE,
  videosInTopic,
  WHATSAPP_BUTTON,
} from '@gestar/domain/messages/training';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Button,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { optionsOf, useDomainValues } from '../../local-db/use-domain-options.ts';
import { useOnline } from '../../sync/connectivity.ts';
import { BreadcrumbBar } from '../../ui/BreadcrumbBar.tsx';
import { useSupportWhatsApp } from './support-contact.ts';
import { VideoPlayer } from './VideoPlayer.tsx';

/**
 * /treinamentos (spec §2 'Training'): the videos by topic, from the domain lists an administrator maintains,
 * opened on the video of the screen the help button came from (?video=id). The list is on the device, so it
 * shows offline; playing a video needs a connection.
 */
export function TrainingPage() {
  const online = useOnline();
  const whatsApp = useSupportWhatsApp(online);
  const values = useDomainValues();
  const [params, setParams] = useSearchParams();
  const topics = useMemo(() => {
    const videos = optionsOf(values, 'videoTreinamento');
    return optionsOf(values, 'topicoTreinamento')
      .map((topic) => ({ topic, videos: videos.filter((video) => video.valorDominioPaiId === topic.id) }))
      .filter((group) => group.videos.length > 0);
  }, [values]);
  const all = topics.flatMap((group) => group.videos);
  const selected = all.find((video) => video.id === params.get('video')) ?? all[0];
  const [expanded, setExpanded] = useState<string | null>(null);
  const selectedTopic = selected?.valorDominioPaiId ?? null;
  // The topic of the chosen video opens whenever the choice changes (help button, first load).
  useEffect(() => setExpanded(selectedTopic), [selectedTopic]);

  const contact = (
    <>
      <Button variant="outlined" component={Link} to="/debug">
        {DEBUG_TITLE()}
      </Button>
      {whatsApp && (
        <Button
          variant="contained"
          color="success"
          startIcon={<WhatsAppIcon />}
          href={whatsApp}
          target="_blank"
          rel="noopener noreferrer"
        >
          {WHATSAPP_BUTTON()}
        </Button>
      )}
    </>
  );

  return (
    <>
      <BreadcrumbBar title={TRAINING_TITLE()} actions={contact} />
      {!online && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {TRAINING_OFFLINE()}
        </Alert>
      )}
      {values !== undefined && topics.length === 0 && <Alert severity="info">{TRAINING_EMPTY()}</Alert>}
      {topics.map(({ topic, videos }) => (
        <Accordion
          key={topic.id}
          expanded={expanded === topic.id}
          onChange={(_, open) => setExpanded(open ? topic.id : null)}
          disableGutters
          // The topics sit right under the page's h1: MUI's default h3 skipped a level (axe heading-order).
          slotProps={{ heading: { component: 'h2' } }}
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ minHeight: 48 }}>
            <Stack direction="row" spacing={1} alignItems="baseline">
              <Typography component="span" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {domainValueLabel(topic.valor)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {videosInTopic(videos.length)}
              </Typography>
            </Stack>
          </AccordionSummary>
          <AccordionDetails sx={{ px: { xs: 1, sm: 2 } }}>
            <List dense aria-label={domainValueLabel(topic.valor)}>
              {videos.map((video) => {
                const current = video.id === selected?.id;
                return (
                  <li key={video.id}>
                    <ListItemButton
                      selected={current}
                      aria-current={current ? 'true' : undefined}
                      onClick={() => setParams({ video: video.id }, { replace: true })}
                      sx={{ minHeight: 48 }}
                    >
                      <ListItemIcon sx={{ minWidth: 36 }}>
                        <PlayCircleOutlineIcon color={current ? 'primary' : 'action'} />
                      </ListItemIcon>
                      <ListItemText primary={domainValueLabel(video.valor)} />
                    </ListItemButton>
                    {current && (
                      <Stack sx={{ px: 1, pb: 2 }}>
                        <VideoPlayer
                          title={domainValueLabel(video.valor)}
                          address={video.descricao ?? null}
                          online={online}
                        />
                      </Stack>
                    )}
                  </li>
                );
              })}
            </List>
          </AccordionDetails>
        </Accordion>
      ))}
    </>
  );
}
