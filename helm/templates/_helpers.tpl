{{- define "footnote.labels" -}}
app.kubernetes.io/name: footnote
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
{{- end -}}

{{- define "footnote.env" -}}
envFrom:
  - secretRef:
      name: {{ .Values.existingSecret }}
env:
{{- range $k, $v := .Values.settings }}
  - name: {{ $k }}
    value: {{ $v | quote }}
{{- end }}
{{- if not (hasKey .Values.settings "FOOTNOTE_OPENAI_BASE_URL") }}
  - name: FOOTNOTE_OPENAI_BASE_URL
    value: "http://{{ .Release.Name }}-vllm:8001/v1"
{{- end }}
{{- end -}}
