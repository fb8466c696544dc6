import { APP_NAME, SERVER_CHECKING, SERVER_OFFLINE, SERVER_ONLINE } from '@gestar/domain/messages/navigation';
import { Alert, Paper, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { fetchServerHealth } from '../../api/health.ts';

type Status = 'checking' | 'online' | 'offline';

export function HomePage() {
  const [status, setStatus] = useState<Status>('checking');

  useEffect(() => {
    let active = true;
    fetchServerHealth().then((ok) => {
      if (active) setStatus(ok ? 'online' : 'offline');
    });
    return () => {
      active = false;
    };
  }, []);

  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {APP_NAME}
      </Typography>
      {status === 'checking' && <Alert severity="info">{SERVER_CHECKING}</Alert>}
      {status === 'online' && <Alert severity="success">{SERVER_ONLINE}</Alert>}
      {status === 'offline' && <Alert severity="warning">{SERVER_OFFLINE}</Alert>}
    </Paper>
  );
}
