/**
 * Built-in vocabulary, part 1: software, data, design and general business tools. One term a
 * line: "Canonical|alias|alias". An alias starting with "=" matches only with that exact case,
 * for words that are also ordinary English ("Excel" the tool, "excel" the verb).
 */
export const TECH_TERMS = `
JavaScript|js|ecmascript|es6
TypeScript|ts
Python|python3
Java
Golang|=Go|go lang
Rust|=Rust
C++|cpp
C#|csharp
.NET|dotnet|asp.net|=.NET Core
Ruby
Ruby on Rails|rails|=Rails|ror
PHP
Kotlin
Swift|=Swift
Scala
Node.js|node|nodejs
React|=React|reactjs|react.js
Angular|angularjs
Vue.js|vue|vuejs
Next.js|nextjs
Django
Flask
FastAPI
Spring Boot|spring framework
Express.js|expressjs|=Express
GraphQL
REST APIs|restful|rest api|restful apis|restful services|rest services
gRPC
Microservices|microservice architecture|micro services
Distributed Systems|distributed system
System Design
HTML|html5
CSS|css3
Tailwind CSS|tailwind
SQL
PostgreSQL|postgres|psql
MySQL
SQL Server|mssql|microsoft sql server|t-sql|tsql
Oracle
MongoDB|mongo
Redis
Elasticsearch|elastic search
Cassandra
DynamoDB
Kafka|apache kafka
RabbitMQ
Spark|apache spark|pyspark
Hadoop
Airflow|apache airflow
dbt
Snowflake
BigQuery|google bigquery
Redshift|amazon redshift
Databricks
AWS|amazon web services
Azure|microsoft azure
GCP|google cloud|google cloud platform
Docker|containers|containerization
Kubernetes|k8s
Terraform
Ansible
Jenkins
CI/CD|ci cd|continuous integration|continuous delivery|continuous deployment
GitHub Actions
Git|github|gitlab
Linux|unix
Bash|shell scripting
Observability|application monitoring|alerting
Prometheus
Grafana
Datadog
Unit Testing|unit tests|tdd|test driven development
Jest
Cypress
Selenium
Agile|agile methodologies
Scrum
Kanban
Jira
Confluence
Machine Learning|=ML
Deep Learning
Artificial Intelligence|ai
Natural Language Processing|nlp
Computer Vision
LLMs|llm|large language models|generative ai|genai
TensorFlow
PyTorch
scikit-learn|sklearn|scikit learn
Pandas
NumPy
R Programming|=R|rstudio
SAS
SPSS
Statistics|statistical analysis|statistical modeling
A/B Testing|ab testing|experimentation|split testing
Regression Analysis|linear regression|logistic regression
Forecasting
Data Analysis|data analytics|analytics|data analyst
Data Visualization|data visualisation|visualization
Data Modeling|data modelling
Data Warehousing|data warehouse
ETL|elt|data pipelines|data pipeline
Data Cleaning|data cleansing|data wrangling
Tableau
Power BI|powerbi|microsoft power bi
Looker|looker studio|google data studio
Excel|=Excel|=EXCEL|microsoft excel|ms excel
Pivot Tables|pivot table|pivottables
VLOOKUP|xlookup|index match
Google Sheets
Google Analytics|ga4
KPI Reporting|kpis|kpi|key performance indicators
Dashboards|dashboard|dashboarding
Business Intelligence
Microsoft Office|ms office|office 365|microsoft 365
Microsoft Word|ms word
PowerPoint|powerpoint|ms powerpoint
Microsoft Outlook|=Outlook
Figma
Sketch|=Sketch
Adobe Creative Suite|adobe creative cloud
Photoshop|adobe photoshop
Illustrator|adobe illustrator
InDesign|adobe indesign
UX Design|user experience|ux
UI Design|user interface design|ui
User Research|usability testing
Wireframing|wireframes|prototyping
Accessibility|wcag|a11y
Security|cybersecurity|information security
OAuth
Performance Optimization|performance tuning
Mobile Development|ios|android
SEO|search engine optimization
SEM|search engine marketing|google ads|ppc
Content Marketing
Social Media|social media marketing
Email Marketing
Marketing Automation
HubSpot
Mailchimp
Copywriting
Brand Management|branding
Salesforce|sfdc
CRM|customer relationship management
Zendesk
SAP|=SAP
Workday
ServiceNow
Project Management|project manager
Stakeholder Management|stakeholder communication|stakeholders
Cross-functional Collaboration|cross functional|cross-functional teams
Leadership|team leadership|led a team
Mentoring|mentorship|coaching
Communication|communication skills|written and verbal communication
Problem Solving|problem-solving
Customer Service|customer support
Lean Six Sigma|six sigma|=Lean
PMP
`;
